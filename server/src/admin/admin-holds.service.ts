import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import type { User } from '../users/user.entity';
import { AdminHold, HoldKind } from './admin-hold.entity';
import { audit } from './audit-log';
import type { AdminHoldView } from './dto/admin.types';
import { liftHoldRow } from './holds';

export const HOLD_NOT_FOUND = 'Hold not found';
export const HOLD_MESSAGES_ADMIN = {
  self: 'You cannot lift a hold on your own account or course: ask another admin.',
};

const HOLD_COLUMNS = `h.id, h.kind, h.target_id AS "targetId", h.reason, h.held_at AS "heldAt",
  held_by.email AS "heldByEmail", h.lifted_at AS "liftedAt", lifted_by.email AS "liftedByEmail",
  h.lift_reason AS "liftReason"
  FROM admin_holds h
  LEFT JOIN users held_by ON held_by.id = h.held_by_id
  LEFT JOIN users lifted_by ON lifted_by.id = h.lifted_by_id`;

/** The admin console's side of holds (holds.ts places and checks them): showing and lifting them. */
@Injectable()
export class AdminHoldsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The active holds of `kind` on these targets, by target id: one statement for a whole page. */
  async active(kind: HoldKind, targetIds: string[]): Promise<Map<string, AdminHoldView>> {
    if (!targetIds.length) return new Map();
    const rows = await this.db.query<AdminHoldView[]>(
      `SELECT ${HOLD_COLUMNS}
       WHERE h.kind = $1 AND h.target_id = ANY($2::uuid[]) AND h.lifted_at IS NULL`,
      [kind, targetIds],
    );
    return new Map(rows.map((row) => [row.targetId, row]));
  }

  /** `rows` with their `key` set to their active hold of `kind`, or null. */
  async attach<T extends { id: string }, K extends string>(
    kind: HoldKind,
    rows: T[],
    key: K,
  ): Promise<(T & Record<K, AdminHoldView | null>)[]> {
    const holds = await this.active(
      kind,
      rows.map((row) => row.id),
    );
    return rows.map(
      (row) =>
        ({ ...row, [key]: holds.get(row.id) ?? null }) as T & Record<K, AdminHoldView | null>,
    );
  }

  /**
   * Allows again what the hold held back; restores nothing (the owner may then become an educator
   * again, or publish the course, themselves). Audited; lifting a lifted hold changes nothing.
   * Not on one's own account or course, as an admin cannot change their own role.
   */
  async lift(admin: User, holdId: unknown, reason: unknown): Promise<AdminHoldView> {
    const check = new Checker();
    const why = check.optionalText('reason', 'Reason', reason, 500, { multiline: true }) ?? null;
    check.done();
    if (!isUuid(holdId)) throw notFound(HOLD_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      const hold = await tx
        .getRepository(AdminHold)
        .findOne({ where: { id: holdId }, lock: { mode: 'pessimistic_write' } });
      if (!hold) throw notFound(HOLD_NOT_FOUND);
      if (hold.liftedAt) return;
      const ownerId =
        hold.kind === HoldKind.USER_ROLE
          ? hold.targetId
          : (
              await tx.query<{ educator_id: string }[]>(
                'SELECT educator_id FROM courses WHERE id = $1',
                [hold.targetId],
              )
            )[0]?.educator_id;
      if (ownerId === admin.id)
        throw badInput([{ field: 'holdId', message: HOLD_MESSAGES_ADMIN.self, code: 'SELF' }]);
      const lifted = await liftHoldRow(tx, admin, hold, why);
      await audit(tx, admin, {
        action: 'hold.lift',
        targetType: hold.kind === HoldKind.USER_ROLE ? 'user' : 'course',
        targetId: hold.targetId,
        reason: why,
        before: { hold: hold.kind, reason: hold.reason, heldAt: hold.heldAt },
        after: { liftedAt: lifted.liftedAt },
      });
    });
    const [row] = await this.db.query<AdminHoldView[]>(`SELECT ${HOLD_COLUMNS} WHERE h.id = $1`, [
      holdId,
    ]);
    return row;
  }
}
