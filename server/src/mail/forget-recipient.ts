import type { EntityManager } from 'typeorm';
import { heldBy } from '../users/email-holdings';
import { OutboundMail } from './outbound-mail.entity';

/** Deletes the mail kept for an account: what was sent to an address while it held it, in `tx`. */
export async function forgetMailTo(tx: EntityManager, userId: string): Promise<void> {
  await tx
    .getRepository(OutboundMail)
    .createQueryBuilder()
    .delete()
    .where(heldBy('to_address', 'created_at', false), { holder: userId })
    .execute();
}
