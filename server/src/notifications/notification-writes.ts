import type { EntityManager } from 'typeorm';
import { Notification } from './notification.entity';

/** A bell entry to write: what its notice's push shows. */
export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  url: string;
}

/**
 * The writes of `notifications` other features make: `Notices.sendAll` (push/notices.ts) adds the
 * bell's entries, account deletion forgets them. Both inside the caller's transaction.
 */
export async function insertNotifications(
  tx: EntityManager,
  rows: NewNotification[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.getRepository(Notification).insert(rows);
}

/** Deletes every notification of a user (account deletion). */
export async function forgetNotifications(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(Notification).delete({ userId });
}
