import type { EntityManager } from 'typeorm';
import { ContactMessage } from './contact-message.entity';

/** Marks a contact message handled (now) or not, inside `tx`. */
export async function markContactHandled(
  tx: EntityManager,
  id: string,
  handled: boolean,
): Promise<void> {
  await tx
    .getRepository(ContactMessage)
    .createQueryBuilder()
    .update()
    .set({ handledAt: handled ? () => 'now()' : null })
    .where({ id })
    .execute();
}
