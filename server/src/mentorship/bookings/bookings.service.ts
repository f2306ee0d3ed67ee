import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import { CourseAccess } from '../../courses/course-access';
import type { User } from '../../users/user.entity';
import { checkZone } from '../availability/hours-input';
import { MentorSlots } from '../availability/mentor-slots';
import { BookingNotices } from '../invites/booking-notices';
import { BookingFollowups } from './booking-followups';
import { FollowupSchedule, paidPurchase } from './followup-schedule';
import { cancellationRefund } from './booking-payment-rules';
import { Booking, BookingStatus } from '../booking.entity';
import { SessionType } from '../session-type.entity';
import {
  BOOKING_HOLD_MINUTES,
  BOOKING_NOTE_MAX,
  bookingNotFound,
  CANCEL_REASON_MAX,
  orTaken,
  sessionTypeNotFound,
} from './booking-rules';

export interface BookSessionRequest {
  sessionTypeId: unknown;
  startsAt: unknown;
  timeZone: unknown;
  note?: unknown;
  courseId?: unknown;
}

/** An admin's cancellation from the console (admin-bookings/): who, and their audit row. */
export interface AdminCancellation {
  admin: User;
  audit(
    tx: EntityManager,
    before: { status: BookingStatus; sequence: number },
    after: Booking,
  ): Promise<void>;
}

const MINUTE = 60_000;

/** The blocked and booked times of a session of `type` starting at `startsAt`. */
function times(type: SessionType, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + type.durationMinutes * MINUTE);
  return {
    startsAt,
    endsAt,
    blockedFrom: new Date(startsAt.getTime() - type.bufferBeforeMinutes * MINUTE),
    blockedUntil: new Date(endsAt.getTime() + type.bufferAfterMinutes * MINUTE),
  };
}

function instant(check: Checker, value: unknown): Date {
  const ok = value instanceof Date && !Number.isNaN(value.getTime());
  if (!ok) check.fail('startsAt', 'Choose a start time.');
  return value as Date;
}

/**
 * Books, cancels and moves sessions. Every write to a mentor's times runs in one transaction under
 * an advisory lock on the mentor, so the slot check (daily limit included) sees every earlier
 * booking; the exclusion constraint EX_bookings_mentor_time is the net for anything that bypasses
 * it, and its refusal reads "That time is already taken." (docs/mentorship.md).
 */
@Injectable()
export class BookingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MentorSlots) private readonly slots: MentorSlots,
    @Inject(BookingNotices) private readonly notices: BookingNotices,
    @Inject(BookingFollowups) private readonly followups: BookingFollowups,
    @Inject(FollowupSchedule) private readonly schedule: FollowupSchedule,
    @Inject(CourseAccess) private readonly access: CourseAccess,
  ) {}

  /** A free session is confirmed at once; a paid one is held for BOOKING_HOLD_MINUTES. */
  async book(user: User, input: BookSessionRequest): Promise<Booking> {
    const check = new Checker();
    const startsAt = instant(check, input.startsAt);
    const zone = checkZone(check, 'timeZone', input.timeZone);
    const note = check.optionalText('note', 'Note', input.note, BOOKING_NOTE_MAX, {
      multiline: true,
    });
    check.done();
    const type = await this.bookable(input.sessionTypeId);
    if (type.mentorId === user.id)
      throw invalidField('sessionTypeId', 'You cannot book your own session.');
    const courseId = await this.course(user, type.mentorId, input.courseId);
    return orTaken(() =>
      this.db.transaction(async (tx) => {
        const now = new Date();
        await this.claimMentor(tx, type.mentorId, now);
        const why = await this.slots.refusal(type, startsAt, { now, manager: tx });
        if (why) throw invalidField('startsAt', why);
        const free = type.pricePaise === 0;
        const repo = tx.getRepository(Booking);
        const booking = await repo.save(
          repo.create({
            sessionTypeId: type.id,
            mentorId: type.mentorId,
            learnerId: user.id,
            ...times(type, startsAt),
            status: free ? BookingStatus.CONFIRMED : BookingStatus.HELD,
            holdExpiresAt: free ? null : new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE),
            pricePaise: type.pricePaise,
            cancellationNoticeHours: type.cancellationNoticeHours,
            learnerTimeZone: zone,
            note: note ?? '',
            courseId,
          }),
        );
        if (free) await this.notices.confirmed(tx, booking.id);
        return booking;
      }),
    );
  }

  /**
   * Its learner or mentor cancels a held or confirmed booking before it starts. `byAdmin`: an admin
   * cancels for the mentor (`user`, so it is the mentor's cancellation), recorded as theirs
   * (`cancelledBy`), with their audit row written in this transaction.
   */
  async cancel(
    user: User,
    id: unknown,
    reason: unknown,
    byAdmin?: AdminCancellation,
  ): Promise<Booking> {
    const check = new Checker();
    const why = check.optionalText('reason', 'Reason', reason, CANCEL_REASON_MAX, {
      multiline: true,
    });
    check.done();
    let refund: { purchaseId: string; reason: string | null } | null = null;
    const cancelled = await this.db.transaction(async (tx) => {
      const booking = await this.lockedOwn(tx, user, id);
      const now = new Date();
      this.refuseChange(booking, now, 'cancelled');
      const wasConfirmed = booking.status === BookingStatus.CONFIRMED;
      const before = { status: booking.status, sequence: booking.sequence };
      booking.status = BookingStatus.CANCELLED;
      booking.cancelledAt = now;
      booking.cancelledBy = byAdmin?.admin.id ?? user.id;
      booking.cancelReason = why ?? null;
      booking.sequence += 1;
      const saved = await tx.getRepository(Booking).save(booking);
      // A paid one: refunded by the rule of who cancelled when (booking-payment-rules.ts).
      const paid = wasConfirmed ? await paidPurchase(tx, saved.id) : null;
      const due = paid && paid.amountPaise > 0 ? cancellationRefund(saved, user.id, now) : null;
      if (due === 'full') {
        refund = { purchaseId: paid!.id, reason: why ?? null };
        await this.schedule.refundSoon(tx, refund.purchaseId, refund.reason);
      }
      if (wasConfirmed) await this.notices.cancelled(tx, saved.id, due ?? undefined);
      await byAdmin?.audit(tx, before, saved);
      return saved;
    });
    const due = refund as { purchaseId: string; reason: string | null } | null;
    if (due) await this.followups.refundNow(due.purchaseId, due.reason);
    return cancelled;
  }

  /** Its learner or mentor moves a booking, before it starts, to another bookable time. */
  async reschedule(user: User, id: unknown, startsAtInput: unknown): Promise<Booking> {
    const check = new Checker();
    const startsAt = instant(check, startsAtInput);
    check.done();
    const seen = await this.own(this.db.manager, user, id);
    return orTaken(() =>
      this.db.transaction(async (tx) => {
        const now = new Date();
        await this.claimMentor(tx, seen.mentorId, now);
        const booking = await this.lockedOwn(tx, user, seen.id);
        this.refuseChange(booking, now, 'moved');
        if (booking.startsAt.getTime() === startsAt.getTime()) return booking;
        const type = await tx.getRepository(SessionType).findOneByOrFail({
          id: booking.sessionTypeId,
        });
        const why = await this.slots.refusal(type, startsAt, {
          ignoreBookingId: booking.id,
          now,
          manager: tx,
        });
        if (why) throw invalidField('startsAt', why);
        const before = booking.startsAt;
        Object.assign(booking, times(type, startsAt));
        booking.sequence += 1;
        const saved = await tx.getRepository(Booking).save(booking);
        if (saved.status === BookingStatus.CONFIRMED)
          await this.notices.moved(tx, saved.id, before);
        return saved;
      }),
    );
  }

  /**
   * Serializes the mentor's booking writes until the transaction ends, then lets their lapsed
   * holds go: a hold whose checkout did not finish by `now` no longer keeps the time.
   */
  private async claimMentor(tx: EntityManager, mentorId: string, now: Date) {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('mentor-bookings'), hashtext($1))`, [
      mentorId,
    ]);
    await tx.query(
      `UPDATE bookings SET status = 'expired', updated_at = now()
       WHERE mentor_id = $1 AND status = 'held' AND hold_expires_at <= $2`,
      [mentorId, now],
    );
  }

  /** Why a booking can no longer be cancelled or moved, as a BAD_USER_INPUT. */
  private refuseChange(booking: Booking, now: Date, change: 'cancelled' | 'moved') {
    if (booking.status === BookingStatus.CANCELLED)
      throw invalidField('id', 'This booking is already cancelled.');
    const lapsed =
      booking.status === BookingStatus.EXPIRED ||
      (booking.status === BookingStatus.HELD &&
        booking.holdExpiresAt !== null &&
        booking.holdExpiresAt <= now);
    if (lapsed)
      throw invalidField('id', 'This booking was not paid in time, so it no longer holds a time.');
    if (booking.status === BookingStatus.COMPLETED || booking.startsAt <= now)
      throw invalidField(
        'id',
        change === 'cancelled'
          ? 'A session cannot be cancelled after it has started.'
          : 'A session cannot be moved after it has started.',
      );
  }

  /** The booking, when `user` is its learner or mentor; NOT_FOUND for anyone else. */
  private async own(manager: EntityManager, user: User, id: unknown, lock = false) {
    const booking = isUuid(id)
      ? await manager.getRepository(Booking).findOne({
          where: { id },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!booking || (booking.learnerId !== user.id && booking.mentorId !== user.id))
      throw bookingNotFound();
    return booking;
  }

  private lockedOwn(tx: EntityManager, user: User, id: unknown) {
    return this.own(tx, user, id, true);
  }

  /** The session type, or NOT_FOUND; an archived one (or a paused mentor's) the slot check refuses. */
  private async bookable(id: unknown): Promise<SessionType> {
    const type = isUuid(id) ? await this.db.getRepository(SessionType).findOneBy({ id }) : null;
    if (!type) throw sessionTypeNotFound();
    return type;
  }

  /** The course a booking is made from, when given: an existing one, or NOT_FOUND. */
  /**
   * The course a booking is made from: one the learner may open (CourseAccess.viewable: published,
   * or theirs to learn from), else NOT_FOUND whatever the reason; and one the mentor teaches, else
   * BAD_USER_INPUT, since its progress is what the mentor's prep card shows them.
   */
  private async course(user: User, mentorId: string, id: unknown): Promise<string | null> {
    if (id === undefined || id === null) return null;
    const course = await this.access.viewable(id, user);
    if (course.educatorId !== mentorId)
      throw invalidField('courseId', 'That course is not taught by this mentor.');
    return course.id;
  }
}
