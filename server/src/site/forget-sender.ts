import type { EntityManager } from 'typeorm';
import { heldBy } from '../users/email-holdings';
import { ContactMessage } from './contact-message.entity';
import { NewsletterSubscription } from './newsletter-subscription.entity';

/** Ends the newsletter subscription of an address, inside `tx`. */
export async function forgetSubscriber(tx: EntityManager, email: string): Promise<void> {
  await tx.getRepository(NewsletterSubscription).delete({ email });
}

/**
 * Replaces the sender's address with `placeholder` on the contact messages an account sent from
 * an address it had verified, inside `tx`: the inbox keeps what was asked.
 */
export async function hideContactSender(
  tx: EntityManager,
  userId: string,
  placeholder: string,
): Promise<void> {
  await tx
    .getRepository(ContactMessage)
    .createQueryBuilder()
    .update()
    .set({ email: placeholder })
    .where(heldBy('email', 'created_at', true), { holder: userId })
    .execute();
}
