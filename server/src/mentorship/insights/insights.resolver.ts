import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  Float,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { Authenticated, CurrentUser, Roles } from '../../auth/decorators';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { Role, type User } from '../../users/user.entity';
import type { Booking } from '../booking.entity';
import { BookingView } from '../bookings/booking.types';
import { MentorView } from '../mentors/mentor.types';
import { DashboardService } from './dashboard.service';
import { MentorDashboardView, PrepCard, SessionRatingView } from './insights.types';
import { PrepLoaders } from './prep.loaders';
import { RatingLoaders } from './ratings.loaders';
import { RatingsService } from './ratings.service';

/** A booking's prep card and the viewer's rating of it (docs/mentorship.md, "Insights"). */
@Resolver(() => BookingView)
export class BookingInsightsResolver {
  constructor(
    @Inject(PrepLoaders) private readonly prepCards: PrepLoaders,
    @Inject(RatingLoaders) private readonly ratings: RatingLoaders,
    @Inject(RatingsService) private readonly service: RatingsService,
  ) {}

  @ResolveField(() => PrepCard, {
    nullable: true,
    description:
      "The learner's progress, quiz scores and last pause in the mentor's courses, with their note: for the booking's mentor and admins; null for anyone else.",
  })
  prep(@Parent() booking: Booking, @Context() { loaders, req }: GraphQLContext<User>) {
    const viewer = req.user;
    if (!viewer || (viewer.id !== booking.mentorId && viewer.role !== Role.ADMIN)) return null;
    return this.prepCards.card(loaders, booking);
  }

  @ResolveField(() => SessionRatingView, {
    nullable: true,
    description: "The viewer's own rating of this session; null before they rate it.",
  })
  myRating(@Parent() booking: Booking, @Context() { loaders, req }: GraphQLContext<User>) {
    if (!req.user) return null;
    return this.ratings.mine(loaders, req.user.id, booking.id);
  }

  @Mutation(() => SessionRatingView, {
    description:
      "The booking's learner or mentor rates the session, 1 to 5 stars and a comment of at most 1000 characters, once it has ended and only if it took place (not cancelled, not a lapsed hold); rating again edits it. NOT_FOUND for anyone else.",
  })
  @Authenticated()
  rateSession(
    @CurrentUser() user: User,
    @Args('bookingId', { type: () => ID }) bookingId: string,
    @Args('stars', { type: () => Int }) stars: number,
    @Args('comment', { type: () => String, nullable: true }) comment?: string | null,
  ) {
    return this.service.rate(user, bookingId, stars, comment);
  }
}

/** A mentor's rating and session count, batched for the /mentors list. */
@Resolver(() => MentorView)
export class MentorInsightsResolver {
  constructor(@Inject(RatingLoaders) private readonly ratings: RatingLoaders) {}

  @ResolveField(() => Float, {
    nullable: true,
    description: "Average of learners' stars, one decimal; null before any rating.",
  })
  async rating(@Parent() mentor: MentorView, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.ratings.stats(loaders, mentor.id)).rating;
  }

  @ResolveField(() => Int, { description: "Learners' ratings counted in `rating`." })
  async ratingCount(@Parent() mentor: MentorView, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.ratings.stats(loaders, mentor.id)).ratingCount;
  }

  @ResolveField(() => Int, {
    description: 'Sessions held: confirmed or completed bookings whose end has passed.',
  })
  async sessionCount(@Parent() mentor: MentorView, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.ratings.stats(loaders, mentor.id)).sessionCount;
  }
}

/** The mentor's dashboard at the top of their Mentoring page. */
@Resolver(() => MentorDashboardView)
export class DashboardResolver {
  constructor(@Inject(DashboardService) private readonly dashboards: DashboardService) {}

  @Query(() => MentorDashboardView, {
    nullable: true,
    description:
      "The signed-in mentor's upcoming sessions, earnings, fill rate and no-show rate over the last `days` days (1 to 365); null if they are not a mentor.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('sales:read')
  mentorDashboard(
    @CurrentUser() user: User,
    @Args('days', { type: () => Int, defaultValue: 30 }) days: number,
  ) {
    return this.dashboards.dashboard(user, days);
  }
}
