import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { EducatorCourseResolver, EducatorResolver } from './educator.resolver';
import { EducatorService } from './educator.service';
import { SalesDigestService } from './sales-digest.service';

@Module({
  imports: [CoursesModule],
  providers: [EducatorService, EducatorResolver, EducatorCourseResolver, SalesDigestService],
  exports: [EducatorService],
})
export class EducatorModule {}
