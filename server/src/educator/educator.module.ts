import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { CourseAuthoringService } from './course-authoring.service';
import { EducatorResolver } from './educator.resolver';
import { EducatorService } from './educator.service';

@Module({
  imports: [UploadsModule],
  providers: [CourseAuthoringService, EducatorService, EducatorResolver],
  exports: [CourseAuthoringService, EducatorService],
})
export class EducatorModule {}
