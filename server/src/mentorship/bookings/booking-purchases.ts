import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Locale } from '../../../../shared/locale';
import { translate } from '../../common/i18n/translate';
import { BookingPurchasePort, type SessionLine } from '../../payments/booking-purchase-port';
import type { Purchase } from '../../payments/purchase.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { bookingContext } from '../invites/booking-context';
import { BOOKING_LINKS } from '../invites/booking-links';
import { sessionTime } from '../../common/calendar/zoned-time';
import type { BookingLinks } from '../invites/booking-mail';
import { BookingNotices } from '../invites/booking-notices';
import { FollowupSchedule } from './followup-schedule';
import { PAYMENT_MESSAGES } from './booking-payment-rules';
import { isExclusionViolation } from './booking-rules';

/**
 * The mentorship side of a session's payment (payments/booking-purchase-port.ts): a completed
 * payment confirms its booking, or is refunded when the booking can no longer be confirmed.
 */
@Injectable()
export class BookingPurchases extends BookingPurchasePort {
  constructor(
    @Inject(BookingNotices) private readonly notices: BookingNotices,
    @Inject(FollowupSchedule) private readonly followups: FollowupSchedule,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks,
  ) {
    super();
  }

  /**
   * Confirms a held booking, also one whose hold lapsed (marked expired or not) when its time is
   * still free: the exclusion constraint decides, inside a savepoint so its refusal leaves the
   * payment's transaction usable. Anything else (time taken, cancelled, paid already) is refunded.
   */
  async paid(tx: EntityManager, purchase: Purchase): Promise<boolean> {
    const id = purchase.bookingId!;
    const booking = await tx
      .getRepository(Booking)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    const waiting =
      booking?.status === BookingStatus.HELD || booking?.status === BookingStatus.EXPIRED;
    if (waiting && (await this.confirm(tx, booking))) return true;
    await this.followups.refundSoon(tx, purchase.id, PAYMENT_MESSAGES.lateRefund);
    return false;
  }

  private async confirm(tx: EntityManager, booking: Booking): Promise<boolean> {
    await tx.query('SAVEPOINT booking_paid');
    try {
      await tx
        .getRepository(Booking)
        .update({ id: booking.id }, { status: BookingStatus.CONFIRMED, holdExpiresAt: null });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT booking_paid');
      return false;
    }
    await tx.query('RELEASE SAVEPOINT booking_paid');
    await this.notices.confirmed(tx, booking.id);
    return true;
  }

  /** "Profile review with Mona Mentor, Monday 29 March 2027, 1:30 pm IST (Asia/Kolkata)". */
  async line(tx: EntityManager, bookingId: string, locale: Locale): Promise<SessionLine> {
    const booking = await bookingContext(tx, bookingId);
    if (!booking) throw new Error(`booking ${bookingId} of a purchase is missing`);
    const what = translate(locale, 'mail.booking.summary', {
      title: booking.title,
      name: booking.mentor.name,
    });
    return {
      title: `${what}, ${sessionTime(locale, booking.startsAt, booking.learner.timeZone)}`,
      url: `${this.links.origin}/sessions/${booking.id}`,
    };
  }
}
