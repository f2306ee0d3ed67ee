import type { EntityManager } from 'typeorm';
import { defaultAvatar } from './default-avatar';
import { NoticeDelivery, type NoticeDeliveryInput } from './dto/notification-preferences';
import { Role, User } from './user.entity';

/*
 * The writes of the users table that other features make (sign-up and passwords in auth/, roles
 * and disabling in admin/, account deletion in account/). Each bumps token_version in SQL where
 * sessions must end: racing changes each bump it, so no earlier token survives.
 */

export async function insertUser(tx: EntityManager, user: User): Promise<void> {
  await tx.getRepository(User).insert(user);
}

/** A new password hash; every session of the account ends. */
export async function setPasswordHash(
  tx: EntityManager,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
    .where({ id: userId })
    .execute();
}

/** Ends every session of the account. */
export async function endSessions(db: EntityManager, userId: string): Promise<void> {
  await db.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
}

/** A new, verified address; whoever held the old one loses every session. */
export async function changeEmail(tx: EntityManager, userId: string, email: string): Promise<void> {
  await tx
    .getRepository(User)
    .update(
      { id: userId },
      { email, emailVerifiedAt: new Date(), tokenVersion: () => 'token_version + 1' },
    );
}

export async function markEmailVerified(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(User).update({ id: userId }, { emailVerifiedAt: new Date() });
}

export async function setRole(tx: EntityManager, userId: string, role: Role): Promise<void> {
  await tx.getRepository(User).update({ id: userId }, { role });
}

/** Disables the account; every session ends. */
export async function disableUser(tx: EntityManager, userId: string): Promise<void> {
  await tx
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({ disabledAt: () => 'now()', tokenVersion: () => 'token_version + 1' })
    .where({ id: userId })
    .execute();
}

export async function enableUser(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(User).update({ id: userId }, { disabledAt: null });
}

/**
 * What account deletion leaves of the row: `name` at an address nobody owns, no phone, a default
 * avatar and a password nobody knows; every session ends.
 */
export async function anonymizeUser(
  tx: EntityManager,
  userId: string,
  left: { name: string; email: string; passwordHash: string },
): Promise<void> {
  await tx
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({
      name: left.name,
      email: left.email,
      phone: null,
      imageUrl: defaultAvatar(left.name, left.email),
      passwordHash: left.passwordHash,
      emailVerifiedAt: null,
      tokenVersion: () => 'token_version + 1',
    })
    .where({ id: userId })
    .execute();
}

/** The end of the period an educator's sales digest has covered. */
export async function markDigestSent(
  tx: EntityManager,
  userId: string,
  until: Date,
): Promise<void> {
  await tx.getRepository(User).update({ id: userId }, { digestSentUntil: until });
}

/**
 * Where each named kind of notice reaches the user (shared/notice-kinds.ts, NoticeDelivery); kinds
 * not named keep their choice. Both lists change in SQL, so a mail's one-click unsubscribe racing a
 * preference save of other kinds is never undone by it, and a kind is listed once.
 */
export async function setNoticeDeliveries(
  db: EntityManager,
  userId: string,
  deliveries: NoticeDeliveryInput[],
): Promise<void> {
  if (!deliveries.length) return;
  const kindsFor = (delivery: NoticeDelivery) =>
    deliveries.filter((d) => d.delivery === delivery).map((d) => d.kind);
  const list = (column: string, off: string) =>
    `array(SELECT DISTINCT k FROM unnest(${column} || :${off}::text[]) AS k ` +
    `WHERE k = ANY(:${off}::text[]) OR k <> ALL(:named::text[]) ORDER BY k)`;
  await db
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({
      noticeMailOff: () => list('notice_mail_off', 'mailOff'),
      noticeAppOff: () => list('notice_app_off', 'appOff'),
    })
    .setParameters({
      named: deliveries.map((d) => d.kind),
      mailOff: kindsFor(NoticeDelivery.IN_APP),
      appOff: kindsFor(NoticeDelivery.MAIL),
    })
    .where({ id: userId })
    .execute();
}
