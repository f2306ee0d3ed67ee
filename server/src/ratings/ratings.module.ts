import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { RatingLoaders } from './rating.loaders';
import { RatingQueries } from './rating.queries';
import { RatingsResolver } from './ratings.resolver';
import { RatingsService } from './ratings.service';
import { ReviewQueries } from './review.queries';

@Module({
  imports: [EnrollmentsModule],
  providers: [RatingsService, RatingQueries, ReviewQueries, RatingLoaders, RatingsResolver],
  exports: [RatingsService, RatingQueries],
})
export class RatingsModule {}
