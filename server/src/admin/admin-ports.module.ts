import { Global, Module } from '@nestjs/common';
import { CoursePublishHold } from '../courses/authoring/course-publish-hold';
import { OwnerAudit } from '../courses/owner-audit';
import { EducatorRoleGate } from '../users/educator-role-gate';
import { HoldKind } from './admin-hold.entity';
import { audit, auditIfNotOwner } from './audit-log';
import { endHold, placeHold, requireNoHold } from './holds';

/**
 * The admin rules that features of the first layer (users, courses, ratings) must apply but may
 * not import: provided to every module, as WebhooksModule's events are. Imported by AdminModule.
 */
@Global()
@Module({
  providers: [
    {
      provide: OwnerAudit,
      useValue: { ifNotOwner: auditIfNotOwner, always: audit } satisfies OwnerAudit,
    },
    {
      provide: EducatorRoleGate,
      useValue: {
        check: (tx, userId) => requireNoHold(tx, HoldKind.USER_ROLE, userId),
      } satisfies EducatorRoleGate,
    },
    {
      provide: CoursePublishHold,
      useValue: {
        requireNone: (tx, courseId) => requireNoHold(tx, HoldKind.COURSE_PUBLISH, courseId),
        place: async (tx, admin, courseId, reason) => {
          await placeHold(tx, admin, HoldKind.COURSE_PUBLISH, courseId, reason);
        },
        end: async (tx, admin, courseId, reason) =>
          !!(await endHold(tx, admin, HoldKind.COURSE_PUBLISH, courseId, reason)),
      } satisfies CoursePublishHold,
    },
  ],
  exports: [OwnerAudit, EducatorRoleGate, CoursePublishHold],
})
export class AdminPortsModule {}
