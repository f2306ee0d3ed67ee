import type { EntityManager } from 'typeorm';
import { defaultAvatar } from './default-avatar';
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
 * Stops the mail of one kind of notice (shared/notice-kinds.ts), keeping it in the product: what a
 * mail's one-click unsubscribe does. Atomic in SQL, so racing clicks and preference changes add it once.
 */
export async function stopNoticeMail(
  db: EntityManager,
  userId: string,
  kind: string,
): Promise<void> {
  await db
    .getRepository(User)
    .createQueryBuilder()
    .update()
    .set({
      noticeMailOff: () => 'array_append(array_remove(notice_mail_off, :kind::text), :kind::text)',
      noticeAppOff: () => 'array_remove(notice_app_off, :kind::text)',
    })
    .setParameters({ kind })
    .where({ id: userId })
    .execute();
}
