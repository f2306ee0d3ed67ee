import type { EntityManager } from 'typeorm';
import type { Locale } from '../../../shared/locale';
import type { Purchase } from './purchase.entity';

/** What a receipt says of a session: its line and where its buyer follows it. */
export interface SessionLine {
  /** "Profile review with Mona Mentor, Monday 29 March 2027, 1:30 pm IST (Asia/Kolkata)". */
  title: string;
  /** The session's page, for the receipt mail's button. */
  url: string;
}

/**
 * The mentorship side of a session's purchase, for payments: mentorship provides it
 * (mentorship/bookings/booking-purchases.ts, bound in mentorship.module.ts), so payments, a lower
 * layer, never imports mentorship (scripts/eslint/layers.mjs).
 */
export abstract class BookingPurchasePort {
  /**
   * Inside the transaction completing `purchase` (a booking's): confirms the booking, with its
   * mails, invite, reminders and event. When it cannot be confirmed any more (the hold lapsed and
   * the time was taken, or it was cancelled), schedules the payment's full refund at once (a job:
   * the provider is called outside any transaction) and answers false.
   */
  abstract paid(tx: EntityManager, purchase: Purchase): Promise<boolean>;
  /** The receipt's line for the booking, in `locale` and the learner's zone. */
  abstract line(tx: EntityManager, bookingId: string, locale: Locale): Promise<SessionLine>;
}
