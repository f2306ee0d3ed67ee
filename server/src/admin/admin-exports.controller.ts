import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { asCsv } from '../analytics/exports.controller';
import { AdminInboxService } from './admin-inbox.service';

/** The admin console's downloads, with the same Bearer auth as the rest of /api. */
@Controller('api/admin')
@Roles('admin')
export class AdminExportsController {
  constructor(@Inject(AdminInboxService) private readonly inbox: AdminInboxService) {}

  @Get('contact-messages.csv')
  async messages(
    @CurrentUser() admin: User,
    @Res({ passthrough: true }) res: Response,
    @Query('status') status?: string,
  ) {
    return asCsv(res, 'contact-messages.csv', await this.inbox.messagesCsv(admin, status));
  }

  @Get('newsletter-subscribers.csv')
  async subscribers(@CurrentUser() admin: User, @Res({ passthrough: true }) res: Response) {
    return asCsv(res, 'newsletter-subscribers.csv', await this.inbox.subscribersCsv(admin));
  }
}
