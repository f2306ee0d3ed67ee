import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CourseAuthoringService } from './course-authoring.service';
import { EducatorCourseResolver, EducatorResolver } from './educator.resolver';
import { EducatorService } from './educator.service';

@Module({
  imports: [UploadsModule, CoursesModule],
  providers: [CourseAuthoringService, EducatorService, EducatorResolver, EducatorCourseResolver],
  exports: [CourseAuthoringService, EducatorService],
})
export class EducatorModule {}
