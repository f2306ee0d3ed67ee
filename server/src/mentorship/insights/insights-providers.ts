import type { Provider } from '@nestjs/common';
import { DashboardService } from './dashboard.service';
import {
  BookingInsightsResolver,
  DashboardResolver,
  MentorInsightsResolver,
} from './insights.resolver';
import { PrepLoaders } from './prep.loaders';
import { RatingLoaders } from './ratings.loaders';
import { RatingsService } from './ratings.service';

/** Prep cards, session ratings and the mentor's dashboard (docs/mentorship.md, "Insights"). */
export const INSIGHTS_PROVIDERS: Provider[] = [
  PrepLoaders,
  RatingLoaders,
  RatingsService,
  DashboardService,
  BookingInsightsResolver,
  MentorInsightsResolver,
  DashboardResolver,
];
