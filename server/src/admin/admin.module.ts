import { Module } from '@nestjs/common';
import { CourseAuthoringModule } from '../courses/authoring/course-authoring.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminCoursesService } from './admin-courses.service';
import { AdminExportsController } from './admin-exports.controller';
import { AdminHoldsService } from './admin-holds.service';
import { AdminInboxService } from './admin-inbox.service';
import { AdminPortsModule } from './admin-ports.module';
import { AdminUsersService } from './admin-users.service';
import { AdminResolver } from './admin.resolver';
import { AuditLogQueries } from './audit-log.queries';
import { AuditLogEntryResolver } from './audit-log.resolver';
import { AuditNames } from './audit-names.queries';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewReportsResolver } from './review-reports.resolver';

@Module({
  imports: [CourseAuthoringModule, PaymentsModule, AdminPortsModule],
  providers: [
    AdminUsersService,
    AdminCoursesService,
    AdminInboxService,
    AdminHoldsService,
    ReviewModerationService,
    AuditLogQueries,
    AuditNames,
    AdminResolver,
    AuditLogEntryResolver,
    ReviewReportsResolver,
  ],
  controllers: [AdminExportsController],
})
export class AdminModule {}
