import type { EntityManager } from 'typeorm';
import { Receipt } from './receipt.entity';

/** Replaces the buyer's name and removes their address on every receipt they got, inside `tx`. */
export async function unnameBuyer(tx: EntityManager, userId: string, name: string): Promise<void> {
  await tx.getRepository(Receipt).update({ userId }, { buyerName: name, buyerEmail: '' });
}
