import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { AnnouncementsResolver } from './announcements.resolver';
import { AnnouncementsService } from './announcements.service';

/** Course announcements (issue 41): posting, the weekly cap, delivery through `Notices`. */
@Module({
  imports: [CoursesModule],
  providers: [AnnouncementsService, AnnouncementsResolver],
})
export class AnnouncementsModule {}
