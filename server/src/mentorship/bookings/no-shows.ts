import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { DomainError, invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import type { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingFollowups } from './booking-followups';
import { FollowupSchedule, paidPurchase } from './followup-schedule';
import {
  NO_SHOW_NOTE_MAX,
  NO_SHOW_REFUND_REASON,
  NO_SHOW_REPORT_HOURS,
  PAYMENT_MESSAGES,
} from './booking-payment-rules';
import { bookingNotFound } from './booking-rules';

const HOUR = 3600_000;

/**
 * No-show reports (docs/mentorship.md, "Paid sessions"): either side reports the other did not
 * come, once per booking, from the start until NO_SHOW_REPORT_HOURS after the end. A learner's
 * report is the mentor's to settle (refund or not); unsettled after NO_SHOW_SETTLE_HOURS the
 * learner is refunded (BookingFollowups). A mentor's report is settled as it is made: the
 * learner's absence refunds nothing.
 */
@Injectable()
export class NoShows {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BookingFollowups) private readonly followups: BookingFollowups,
    @Inject(FollowupSchedule) private readonly schedule: FollowupSchedule,
  ) {}

  async report(user: User, bookingId: unknown, note: unknown, now = new Date()): Promise<Booking> {
    const check = new Checker();
    const text = check.optionalText('note', 'Note', note, NO_SHOW_NOTE_MAX, { multiline: true });
    check.done();
    return this.db.transaction(async (tx) => {
      const booking = await this.locked(tx.getRepository(Booking), user, bookingId);
      if (booking.noShowReportedBy) throw invalidField('bookingId', PAYMENT_MESSAGES.noShowTwice);
      if (booking.status !== BookingStatus.CONFIRMED && booking.status !== BookingStatus.COMPLETED)
        throw invalidField('bookingId', PAYMENT_MESSAGES.noShowNotConfirmed);
      if (booking.startsAt > now) throw invalidField('bookingId', PAYMENT_MESSAGES.noShowNotStarted);
      if (booking.endsAt.getTime() + NO_SHOW_REPORT_HOURS * HOUR < now.getTime())
        throw invalidField('bookingId', PAYMENT_MESSAGES.noShowTooLate);
      const byLearner = booking.learnerId === user.id;
      booking.noShowReportedBy = byLearner ? 'learner' : 'mentor';
      booking.noShowReportedAt = now;
      booking.noShowNote = text ?? null;
      booking.noShowResolvedAt = byLearner ? null : now;
      const saved = await tx.getRepository(Booking).save(booking);
      if (byLearner) await this.schedule.settleBy(tx, saved.id, now);
      return saved;
    });
  }

  /** The mentor settles a learner's open report: refunding in full, or not; an ended session completes. */
  async resolve(
    user: User,
    bookingId: unknown,
    refund: boolean,
    now = new Date(),
  ): Promise<Booking> {
    let purchaseId: string | null = null;
    const settled = await this.db.transaction(async (tx) => {
      const booking = await this.locked(tx.getRepository(Booking), user, bookingId);
      if (booking.mentorId !== user.id)
        throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.noShowMentorOnly);
      if (booking.noShowReportedBy !== 'learner' || booking.noShowResolvedAt)
        throw invalidField('bookingId', PAYMENT_MESSAGES.noShowNothingOpen);
      booking.noShowResolvedAt = now;
      const saved = await tx.getRepository(Booking).save(booking);
      const paid = refund ? await paidPurchase(tx, saved.id) : null;
      if (paid) {
        purchaseId = paid.id;
        await this.schedule.refundSoon(tx, paid.id, NO_SHOW_REFUND_REASON);
      }
      await this.followups.complete(saved.id, now, tx);
      return tx.getRepository(Booking).findOneByOrFail({ id: saved.id });
    });
    if (purchaseId) await this.followups.refundNow(purchaseId, NO_SHOW_REFUND_REASON);
    return settled;
  }

  /** The booking, locked, when `user` is its learner or mentor; NOT_FOUND for anyone else. */
  private async locked(repo: Repository<Booking>, user: User, id: unknown) {
    const booking = isUuid(id)
      ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!booking || (booking.learnerId !== user.id && booking.mentorId !== user.id))
      throw bookingNotFound();
    return booking;
  }
}
