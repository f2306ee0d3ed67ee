import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CourseAuthoringService } from './course-authoring.service';
import { CoursePublishingResolver } from './course-publishing.resolver';
import { CoursePublishingService } from './course-publishing.service';
import { EducatorCourseResolver, EducatorResolver } from './educator.resolver';
import { EducatorService } from './educator.service';
import { SalesDigestService } from './sales-digest.service';

@Module({
  imports: [UploadsModule, CoursesModule],
  providers: [
    CourseAuthoringService,
    CoursePublishingService,
    CoursePublishingResolver,
    EducatorService,
    EducatorResolver,
    EducatorCourseResolver,
    SalesDigestService,
  ],
  exports: [CourseAuthoringService, CoursePublishingService, EducatorService],
})
export class EducatorModule {}
