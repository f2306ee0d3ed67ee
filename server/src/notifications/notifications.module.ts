import { Module } from '@nestjs/common';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

/** The bell: reading and marking the notifications `Notices.sendAll` (push/notices.ts) writes. */
@Module({
  providers: [NotificationsService, NotificationsResolver],
})
export class NotificationsModule {}
