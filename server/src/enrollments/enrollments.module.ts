import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { EnrollmentsService } from './enrollments.service';
import { UserEnrollmentsResolver } from './user-enrollments.resolver';

@Module({
  imports: [CoursesModule],
  providers: [EnrollmentsService, UserEnrollmentsResolver],
  exports: [EnrollmentsService],
})
export class EnrollmentsModule {}
