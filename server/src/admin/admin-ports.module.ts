import { Global, Module } from '@nestjs/common';
import { OwnerAudit } from '../courses/owner-audit';
import { EducatorRoleGate } from '../users/educator-role-gate';
import { HoldKind } from './admin-hold.entity';
import { auditIfNotOwner } from './audit-log';
import { requireNoHold } from './holds';

/**
 * The admin rules that features of the first layer (users, ratings) must apply but may not
 * import: provided to every module, as WebhooksModule's events are. Imported by AdminModule.
 */
@Global()
@Module({
  providers: [
    { provide: OwnerAudit, useValue: { ifNotOwner: auditIfNotOwner } satisfies OwnerAudit },
    {
      provide: EducatorRoleGate,
      useValue: {
        check: (tx, userId) => requireNoHold(tx, HoldKind.USER_ROLE, userId),
      } satisfies EducatorRoleGate,
    },
  ],
  exports: [OwnerAudit, EducatorRoleGate],
})
export class AdminPortsModule {}
