import type { EntityManager } from 'typeorm';
import { WishlistItem } from './wishlist-item.entity';

/** Empties a deleted account's wishlist, in the deletion's transaction. */
export async function forgetWishlist(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(WishlistItem).delete({ userId });
}
