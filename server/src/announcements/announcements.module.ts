import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { AnnouncementDelivery } from './announcement-delivery';
import { AnnouncementsResolver } from './announcements.resolver';
import { AnnouncementsService } from './announcements.service';

/** Course announcements (issue 41): posting, the weekly cap, delivery through `Notices` in jobs. */
@Module({
  imports: [CoursesModule],
  providers: [AnnouncementsService, AnnouncementsResolver, AnnouncementDelivery],
})
export class AnnouncementsModule {}
