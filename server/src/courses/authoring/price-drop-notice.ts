import type { EntityManager } from 'typeorm';

/**
 * Tells the people who wishlisted a course that its price went down. wishlist/ provides it
 * (wishlist-price-drops.ts, bound in wishlist.module.ts); an edit calls it in its transaction
 * with what a learner paid before and pays now, in paise, whenever a published course's price changes.
 */
export abstract class PriceDropNotice {
  /** Mails nothing unless `afterPaise` is below `beforePaise`. */
  abstract lowered(
    tx: EntityManager,
    course: { id: string; courseTitle: string },
    beforePaise: number,
    afterPaise: number,
  ): Promise<void>;
}
