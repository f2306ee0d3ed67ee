import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { CoursesModule } from '../courses.module';
import { CourseAuthoringResolver } from './course-authoring.resolver';
import { CourseAuthoringService } from './course-authoring.service';
import { CoursePublishingResolver } from './course-publishing.resolver';
import { CoursePublishingService } from './course-publishing.service';

/**
 * Creating, editing, deleting and publishing courses. The admin rules they apply (audit, the
 * publish hold) come through ports that AdminPortsModule provides globally.
 */
@Module({
  imports: [UploadsModule, CoursesModule],
  providers: [
    CourseAuthoringService,
    CourseAuthoringResolver,
    CoursePublishingService,
    CoursePublishingResolver,
  ],
  exports: [CourseAuthoringService, CoursePublishingService],
})
export class CourseAuthoringModule {}
