import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { PaymentsModule } from '../payments/payments.module';
import { RatingsService } from '../ratings/ratings.service';
import { LearningResolver } from './learning.resolver';
import { LecturePositionsService } from './lecture-positions.service';
import { ProgressService } from './progress.service';

@Module({
  imports: [EnrollmentsModule, CoursesModule, PaymentsModule],
  providers: [ProgressService, LecturePositionsService, RatingsService, LearningResolver],
  exports: [ProgressService, RatingsService],
})
export class ProgressModule {}
