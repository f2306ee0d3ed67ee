import type { EntityManager } from 'typeorm';
import type { Locale } from '../../../shared/locale';
import type { SessionLine } from './booking-purchase-port';
import type { Purchase } from './purchase.entity';

/**
 * The live module's side of a live session seat's purchase (issue 40), for payments: live binds it
 * (live/seats/live-seat-purchases.ts, in live.module.ts, global), so payments, a lower layer, never
 * imports live (scripts/eslint/layers.mjs).
 */
export abstract class LiveSeatPurchasePort {
  /**
   * Inside the transaction completing `purchase` (a seat's): confirms the held seat, with its mail.
   * When it cannot be confirmed any more (the hold lapsed and the seat went to someone else, the
   * series was cancelled), schedules the payment's full refund (a job) and answers false.
   */
  abstract paid(tx: EntityManager, purchase: Purchase): Promise<boolean>;
  /** The receipt's line for the seat, in `locale` and the learner's zone. */
  abstract line(tx: EntityManager, liveSeatId: string, locale: Locale): Promise<SessionLine>;
}
