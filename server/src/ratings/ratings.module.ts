import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { RatingLoaders } from './rating.loaders';
import { RatingQueries } from './rating.queries';
import { RatingsResolver } from './ratings.resolver';
import { RatingsService } from './ratings.service';
import { ReviewQueries } from './review.queries';
import { ReviewRepliesService } from './review-replies.service';

@Module({
  imports: [EnrollmentsModule],
  providers: [
    RatingsService,
    RatingQueries,
    ReviewQueries,
    ReviewRepliesService,
    RatingLoaders,
    RatingsResolver,
  ],
  exports: [RatingsService, RatingQueries],
})
export class RatingsModule {}
