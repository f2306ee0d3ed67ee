import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { revokeAllApiTokens } from '../api-tokens/revoke-all';
import { badInput, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { Course } from '../courses/course.entity';
import { sqlList } from '../common/database/sql-literal';
import { PURCHASE_PAID } from '../payments/purchase-status';
import { refundableUntil } from '../payments/refunds.service';
import { PurchaseStatus } from '../payments/purchase.entity';
import { Role, User } from '../users/user.entity';
import { disableUser, enableUser, setRole } from '../users/user-writes';
import { HoldKind } from './admin-hold.entity';
import { AdminHoldsService } from './admin-holds.service';
import { adminPage, containing, searchText } from './admin-page';
import { audit } from './audit-log';
import { endHold, placeHold } from './holds';
import type { AdminEnrollment, AdminPurchase, AdminUser, AdminUserDetail } from './dto/admin.types';
import { fromPaise } from '../../../shared/money';

export const USER_NOT_FOUND = 'User not found';
export const ADMIN_MESSAGES = {
  selfDisable: 'You cannot disable your own account.',
  selfRole: 'You cannot change your own role: ask another admin.',
  /** The reason is shown to the user whenever becomeEducator refuses them. */
  demotionReason: 'Reason is required to make someone a learner: they are shown it',
  /** A student cannot run courses: live ones would be left in the catalog with no one to manage them. */
  teachesPublished: (name: string, count: number) =>
    `${name} still teaches ${count === 1 ? '1 published course' : `${count} published courses`}: unpublish ${count === 1 ? 'it' : 'them'} in Courses first.`,
};
const REASON_MAX = 500;
type UserRow = Omit<AdminUser, 'roleHold'>;

/** Counts beside each user: one statement per page, never one per row. */
const USER_COLUMNS = `u.id, u.name, u.email, u.role, u.email_verified_at IS NOT NULL AS verified,
  u.disabled_at AS "disabledAt", u.created_at AS "createdAt",
  (SELECT count(*)::int FROM enrollments e WHERE e.user_id = u.id) AS "enrollmentCount",
  (SELECT count(*)::int FROM purchases p WHERE p.user_id = u.id
     AND p.status IN (${sqlList(PURCHASE_PAID)})) AS "purchaseCount",
  (SELECT count(*)::int FROM courses c WHERE c.educator_id = u.id) AS "courseCount"`;

/** Finding users and changing their role or access; every change is audited in its transaction. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AdminHoldsService) private readonly holds: AdminHoldsService,
  ) {}

  /** Newest first; `search` matches part of the name (any case) or of the email. */
  async list(search: unknown, pageArg: unknown) {
    const text = searchText(search).toLowerCase();
    const { page, offset, limit } = adminPage(pageArg);
    const where = text ? 'WHERE lower(u.name) LIKE $1 OR u.email LIKE $1' : '';
    const params = text ? [containing(text)] : [];
    const [rows, [{ count }]] = await Promise.all([
      this.db.query<UserRow[]>(
        `SELECT ${USER_COLUMNS} FROM users u ${where}
         ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM users u ${where}`,
        params,
      ),
    ]);
    const nodes = await this.holds.attach(HoldKind.USER_ROLE, rows, 'roleHold');
    return { nodes, totalCount: count, page, pageSize: limit };
  }

  async detail(id: unknown): Promise<AdminUserDetail> {
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    const [row] = await this.db.query<UserRow[]>(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`,
      [id],
    );
    if (!row) throw notFound(USER_NOT_FOUND);
    const [[user], enrollments, purchases] = await Promise.all([
      this.holds.attach(HoldKind.USER_ROLE, [row], 'roleHold'),
      this.db.query<AdminEnrollment[]>(
        `SELECT e.course_id AS "courseId", c.course_title AS "courseTitle", e.created_at AS "enrolledAt"
         FROM enrollments e JOIN courses c ON c.id = e.course_id
         WHERE e.user_id = $1 ORDER BY e.created_at DESC`,
        [id],
      ),
      this.db.query<(Omit<AdminPurchase, 'amount'> & { amountPaise: number })[]>(
        `SELECT p.id, p.course_id AS "courseId", c.course_title AS "courseTitle", p.status,
           p.amount_paise AS "amountPaise", p.currency, p.completed_at AS "completedAt",
           p.refunded_at AS "refundedAt", p.refund_reason AS "refundReason"
         FROM purchases p JOIN courses c ON c.id = p.course_id
         WHERE p.user_id = $1 ORDER BY p.created_at DESC`,
        [id],
      ),
    ]);
    const refundedCourses = new Set(
      purchases.filter((p) => p.status === PurchaseStatus.REFUNDED).map((p) => p.courseId),
    );
    return {
      ...user,
      enrollments,
      purchases: purchases.map(({ amountPaise, ...p }) => {
        const until = p.completedAt && refundableUntil(p.completedAt);
        const open =
          p.status === PurchaseStatus.COMPLETED &&
          amountPaise > 0 &&
          !refundedCourses.has(p.courseId) &&
          until &&
          until.getTime() > Date.now();
        return { ...p, amount: fromPaise(amountPaise), refundableUntil: open ? until : null };
      }),
    };
  }

  /**
   * Making someone a learner needs a reason and places a hold: becomeEducator refuses them, with
   * that reason, until an admin lifts it. Giving a held user a higher role again ends the hold.
   */
  async setRole(admin: User, userId: unknown, role: unknown, reason: unknown) {
    const check = new Checker();
    if (!Object.values(Role).includes(role as Role))
      check.fail('role', 'Role must be STUDENT, EDUCATOR or ADMIN');
    const why = check.optionalText('reason', 'Reason', reason, REASON_MAX, { multiline: true });
    check.done();
    return this.change(userId, async (tx, user) => {
      if (user.id === admin.id)
        throw badInput([{ field: 'userId', message: ADMIN_MESSAGES.selfRole, code: 'SELF' }]);
      if (user.role === role) return;
      const demotion = role === Role.STUDENT;
      if (demotion) {
        if (!why)
          throw badInput([
            {
              field: 'reason',
              message: ADMIN_MESSAGES.demotionReason,
              code: 'REQUIRED_FIELD_EMPTY',
            },
          ]);
        const published = await tx.getRepository(Course).countBy({
          educatorId: user.id,
          isPublished: true,
          archivedAt: IsNull(),
        });
        if (published > 0)
          throw badInput([
            {
              field: 'role',
              message: ADMIN_MESSAGES.teachesPublished(user.name, published),
              code: 'TEACHES_PUBLISHED',
            },
          ]);
      }
      await setRole(tx, user.id, role as Role);
      if (demotion) await placeHold(tx, admin, HoldKind.USER_ROLE, user.id, why!);
      const lifted =
        !demotion &&
        !!(await endHold(tx, admin, HoldKind.USER_ROLE, user.id, why ?? 'Role given back'));
      await audit(tx, admin, {
        action: 'user.role',
        targetType: 'user',
        targetId: user.id,
        reason: why,
        before: { role: user.role },
        after: {
          role,
          ...(demotion ? { roleHeld: true } : {}),
          ...(lifted ? { holdLifted: true } : {}),
        },
      });
    });
  }

  /** Ends the user's sessions (token version) and API tokens at once; sign-in refuses them. */
  async disable(admin: User, userId: unknown, reason: unknown) {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, REASON_MAX, { multiline: true });
    check.done();
    return this.change(userId, async (tx, user) => {
      if (user.id === admin.id)
        throw badInput([{ field: 'userId', message: ADMIN_MESSAGES.selfDisable, code: 'SELF' }]);
      if (user.disabledAt) return;
      await disableUser(tx, user.id);
      const revoked = await revokeAllApiTokens(tx, user.id, { expiredToo: true });
      const after = await tx.getRepository(User).findOneByOrFail({ id: user.id });
      await audit(tx, admin, {
        action: 'user.disable',
        targetType: 'user',
        targetId: user.id,
        reason: why,
        before: { disabledAt: null, tokenVersion: user.tokenVersion },
        after: {
          disabledAt: after.disabledAt,
          tokenVersion: after.tokenVersion,
          apiTokensRevoked: revoked,
        },
      });
    });
  }

  /** The account can sign in again; its ended sessions and revoked tokens stay ended. */
  async enable(admin: User, userId: unknown, reason: unknown) {
    const check = new Checker();
    const why = check.optionalText('reason', 'Reason', reason, REASON_MAX, { multiline: true });
    check.done();
    return this.change(userId, async (tx, user) => {
      if (!user.disabledAt) return;
      await enableUser(tx, user.id);
      await audit(tx, admin, {
        action: 'user.enable',
        targetType: 'user',
        targetId: user.id,
        reason: why,
        before: { disabledAt: user.disabledAt },
        after: { disabledAt: null },
      });
    });
  }

  /** Runs `apply` on the locked user row in one transaction, then answers the user as it is now. */
  private async change(
    userId: unknown,
    apply: (tx: EntityManager, user: User) => Promise<void>,
  ): Promise<AdminUserDetail> {
    if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      const user = await tx
        .getRepository(User)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound(USER_NOT_FOUND);
      await apply(tx, user);
    });
    return this.detail(userId);
  }
}
