import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Locale } from '../../../shared/locale';
import { BookingPurchasePort, type SessionLine } from './booking-purchase-port';
import { LiveSeatPurchasePort } from './live-seat-purchase-port';
import type { Purchase } from './purchase.entity';

/**
 * A purchase of something payments does not own, a mentorship booking or a live session seat,
 * handed to its owner's port: the one place that tells the two apart.
 */
@Injectable()
export class SessionPurchases {
  constructor(
    @Inject(BookingPurchasePort) private readonly bookings: BookingPurchasePort,
    @Inject(LiveSeatPurchasePort) private readonly liveSeats: LiveSeatPurchasePort,
  ) {}

  /** Confirms what the completed purchase paid for; false when it is refunded instead. */
  paid(tx: EntityManager, purchase: Purchase): Promise<boolean> {
    return purchase.liveSeatId
      ? this.liveSeats.paid(tx, purchase)
      : this.bookings.paid(tx, purchase);
  }

  /** The receipt's line of a session's or seat's purchase; null for a course's. */
  async line(tx: EntityManager, purchase: Purchase, locale: Locale): Promise<SessionLine | null> {
    if (purchase.liveSeatId) return this.liveSeats.line(tx, purchase.liveSeatId, locale);
    if (purchase.bookingId) return this.bookings.line(tx, purchase.bookingId, locale);
    return null;
  }
}

/** What a purchase is for, as its provider order's and refund's notes name it. */
export const purchaseSubject = (
  purchase: Pick<Purchase, 'courseId' | 'bookingId' | 'liveSeatId'>,
): Record<string, string> =>
  purchase.liveSeatId
    ? { liveSeatId: purchase.liveSeatId }
    : purchase.bookingId
      ? { bookingId: purchase.bookingId }
      : { courseId: purchase.courseId ?? '' };
