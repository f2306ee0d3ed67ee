import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { Purchase, PurchaseStatus } from '../../payments/purchase.entity';
import type { User } from '../../users/user.entity';
import { LiveNotices } from '../invites/live-notices';
import { LiveSeat, LiveSeatStatus } from '../live-seat.entity';
import { LiveAccess, LiveSession, LiveSessionStatus } from '../live-session.entity';
import { SeatAccess } from './seat-access';
import { SeatFollowups, type SeatRefund } from './seat-followups';
import {
  ACTIVE_STATUSES,
  holdDeadline,
  isViolation,
  proRataPaise,
  refundableUntil,
  SEAT_MESSAGES,
  seatZone,
  takesSeat,
} from './seat-rules';
import { SeatSchedule } from './seat-schedule';
import { firstMeetingStart, lockedSeat, lockedSession, takeSeat } from './seat-writes';
import { Waitlist } from './waitlist';

type Want = 'seat' | 'waitlist' | 'hold';

/** The place each way of taking one makes. */
const STATUS_OF: Record<Want, LiveSeatStatus> = {
  seat: LiveSeatStatus.CONFIRMED,
  hold: LiveSeatStatus.HELD,
  waitlist: LiveSeatStatus.WAITLISTED,
};

/**
 * A learner's seat or place on the waitlist of a live session (docs/live-sessions.md, "Seats and
 * the waitlist"). A seat is counted in `live_sessions.seats_taken` in its own transaction and
 * CHK_live_sessions_seats refuses one past capacity, so parallel RSVPs for the last seat have one
 * winner; UQ_live_seats_active keeps one active place per learner.
 */
@Injectable()
export class LiveSeats {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SeatAccess) private readonly access: SeatAccess,
    @Inject(Waitlist) private readonly waitlist: Waitlist,
    @Inject(LiveNotices) private readonly notices: LiveNotices,
    @Inject(SeatSchedule) private readonly schedule: SeatSchedule,
    @Inject(SeatFollowups) private readonly followups: SeatFollowups,
  ) {}

  /** An enrolled learner takes an included seat (ENROLLED access): confirmed at once. */
  async rsvp(user: User, id: unknown, timeZone: unknown, now = new Date()): Promise<LiveSeat> {
    const zone = seatZone(timeZone);
    const session = await this.access.takeable(user, id, now);
    if (session.access === LiveAccess.SEAT) throw invalidField('id', SEAT_MESSAGES.sold);
    return this.place(user, session, zone, 'seat', now);
  }

  /** A place in line for a full session (either access): offered a freed seat in turn. */
  async joinWaitlist(
    user: User,
    id: unknown,
    timeZone: unknown,
    now = new Date(),
  ): Promise<LiveSeat> {
    const zone = seatZone(timeZone);
    const session = await this.access.takeable(user, id, now);
    return this.place(user, session, zone, 'waitlist', now);
  }

  /**
   * A paid seat (SEAT access) held for its checkout: the learner's running hold again, or a new one
   * (`fresh`), counted like a seat until it lapses. A hold that ran out is lapsed first, so the seat
   * goes to whoever waits before the learner takes one again.
   */
  async hold(
    user: User,
    session: LiveSession,
    timeZone: string,
    now = new Date(),
  ): Promise<{ seat: LiveSeat; fresh: boolean }> {
    const running = await this.db.getRepository(LiveSeat).findOneBy({
      liveSessionId: session.id,
      userId: user.id,
      status: LiveSeatStatus.HELD,
    });
    if (running && running.expiresAt! > now) return { seat: running, fresh: false };
    if (running)
      await this.db.transaction(async (tx) => {
        await lockedSession(tx, session.id);
        const seat = await lockedSeat(tx, running.id);
        if (seat?.status === LiveSeatStatus.HELD) await this.waitlist.lapse(tx, seat, now);
      });
    return { seat: await this.place(user, session, timeZone, 'hold', now), fresh: true };
  }

  /** Undoes a hold made for a checkout that was refused (a bad coupon): nothing stays of it. */
  async dropHold(seatId: string, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found = await tx.getRepository(LiveSeat).findOneBy({ id: seatId });
      if (!found) return;
      await lockedSession(tx, found.liveSessionId);
      const seat = await lockedSeat(tx, seatId);
      if (seat?.status !== LiveSeatStatus.HELD) return;
      const ordered = await tx.getRepository(Purchase).existsBy({ liveSeatId: seat.id });
      if (ordered)
        await tx
          .getRepository(LiveSeat)
          .update({ id: seat.id }, { status: LiveSeatStatus.CANCELLED });
      else await tx.getRepository(LiveSeat).delete({ id: seat.id });
      await this.waitlist.seatFreed(tx, seat.liveSessionId, now);
    });
  }

  /**
   * The learner claims the seat offered to them: confirmed (ENROLLED), or held for its checkout
   * (SEAT) for as long as a bought seat is.
   */
  async claim(user: User, id: unknown, now = new Date()): Promise<LiveSeat> {
    const own = await this.access.own(user, id);
    const session = await this.db.getRepository(LiveSession).findOneByOrFail({
      id: own.liveSessionId,
    });
    await this.access.mayTake(user, session);
    return this.db.transaction(async (tx) => {
      const locked = (await lockedSession(tx, session.id))!;
      const seat = (await lockedSeat(tx, own.id))!;
      refuseClaim(seat, now);
      if (locked.status === LiveSessionStatus.CANCELLED)
        throw invalidField('id', SEAT_MESSAGES.cancelled);
      const paid = locked.access === LiveAccess.SEAT;
      seat.status = paid ? LiveSeatStatus.HELD : LiveSeatStatus.CONFIRMED;
      seat.expiresAt = paid ? holdDeadline(now) : null;
      seat.pricePaise = paid ? locked.pricePaise : 0;
      await tx.getRepository(LiveSeat).update(
        { id: seat.id },
        {
          status: seat.status,
          expiresAt: seat.expiresAt,
          pricePaise: seat.pricePaise,
        },
      );
      if (paid) await this.schedule.lapseAt(tx, seat);
      else await this.notices.seatConfirmed(tx, seat.id);
      return seat;
    });
  }

  /**
   * The learner gives up their seat or place: a seat goes to the next in line. A paid seat given
   * up at least SEAT_REFUND_NOTICE_HOURS before the first meeting is refunded in full; later, not.
   */
  async cancel(user: User, id: unknown, now = new Date()): Promise<LiveSeat> {
    const own = await this.access.own(user, id);
    let refund: SeatRefund | null = null;
    const seat = await this.db.transaction(async (tx) => {
      await lockedSession(tx, own.liveSessionId);
      const seat = (await lockedSeat(tx, own.id))!;
      if (seat.status === LiveSeatStatus.CANCELLED || seat.status === LiveSeatStatus.EXPIRED)
        throw invalidField('id', SEAT_MESSAGES.givenUp);
      const was = seat.status;
      seat.status = LiveSeatStatus.CANCELLED;
      await tx.getRepository(LiveSeat).update({ id: seat.id }, { status: seat.status });
      if (takesSeat(was)) await this.waitlist.seatFreed(tx, seat.liveSessionId, now);
      if (was !== LiveSeatStatus.CONFIRMED) return seat;
      await this.notices.seatCancelled(tx, seat.id);
      refund = await this.earlyRefund(tx, seat, now);
      return seat;
    });
    if (refund) await this.followups.refundNow([refund]);
    return seat;
  }

  /**
   * The host cancelled the whole series (LiveScheduling.cancelSession, in its transaction): every
   * place is cancelled, the waitlist cleared, and each paid seat refunded pro rata of the meetings
   * not yet held (proRataPaise). Answers the refunds, to try at once after the commit (refundNow).
   */
  async sessionCancelled(
    tx: EntityManager,
    session: LiveSession,
    now: Date,
  ): Promise<SeatRefund[]> {
    const seats = await tx.getRepository(LiveSeat).find({
      where: { liveSessionId: session.id, status: In([...ACTIVE_STATUSES]) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!seats.length) return [];
    await tx
      .getRepository(LiveSeat)
      .update({ id: In(seats.map((s) => s.id)) }, { status: LiveSeatStatus.CANCELLED });
    await tx.query('UPDATE live_sessions SET seats_taken = 0 WHERE id = $1', [session.id]);
    const paid = await tx.getRepository(Purchase).find({
      where: { liveSeatId: In(seats.map((s) => s.id)), status: PurchaseStatus.COMPLETED },
    });
    if (!paid.some((p) => p.amountPaise > 0)) return [];
    const [{ meetings, held }] = await tx.query<{ meetings: number; held: number }[]>(
      `SELECT count(*)::int AS meetings,
              count(*) FILTER (WHERE status = 'scheduled' AND starts_at <= $2)::int AS held
         FROM live_occurrences WHERE live_session_id = $1`,
      [session.id, now],
    );
    const refunds: SeatRefund[] = [];
    for (const purchase of paid) {
      const amount = proRataPaise(purchase.amountPaise, meetings, held);
      if (amount <= 0) continue;
      const refund = {
        purchaseId: purchase.id,
        reason: SEAT_MESSAGES.seriesCancelled,
        amountPaise: amount < purchase.amountPaise ? amount : null,
      };
      await this.schedule.refundSoon(tx, refund.purchaseId, refund.reason, refund.amountPaise);
      refunds.push(refund);
    }
    return refunds;
  }

  /** After the series' cancellation committed: its refunds tried at once (their jobs retry). */
  refundNow(refunds: SeatRefund[]): Promise<void> {
    return this.followups.refundNow(refunds);
  }

  /** A confirmed paid seat given up in time: its full refund, scheduled in `tx`. */
  private async earlyRefund(tx: EntityManager, seat: LiveSeat, now: Date) {
    const purchase = await tx.getRepository(Purchase).findOne({
      where: { liveSeatId: seat.id, status: PurchaseStatus.COMPLETED },
      order: { completedAt: 'DESC' },
    });
    if (!purchase || purchase.amountPaise === 0) return null;
    const first = await firstMeetingStart(tx, seat.liveSessionId);
    if (!first || now > refundableUntil(first)) return null;
    const refund: SeatRefund = { purchaseId: purchase.id, reason: null, amountPaise: null };
    await this.schedule.refundSoon(tx, refund.purchaseId, refund.reason);
    return refund;
  }

  /** Takes a seat (confirmed, or held for checkout) or a place in line, in one transaction. */
  private async place(
    user: User,
    session: LiveSession,
    timeZone: string,
    want: Want,
    now: Date,
  ): Promise<LiveSeat> {
    try {
      return await this.db.transaction(async (tx) => {
        await refuseTwice(tx, user.id, session.id);
        const counted = want !== 'waitlist';
        if (counted && !(await takeSeat(tx, session.id)))
          throw invalidField('id', SEAT_MESSAGES.full);
        // The counter's row lock (or this one) is held now: the session's state is current.
        const locked = (await lockedSession(tx, session.id))!;
        if (locked.status === LiveSessionStatus.CANCELLED)
          throw invalidField('id', SEAT_MESSAGES.cancelled);
        if (!counted && locked.seatsTaken < locked.capacity)
          throw invalidField('id', SEAT_MESSAGES.seatsFree);
        const held = want === 'hold';
        const seat = await tx.getRepository(LiveSeat).save(
          tx.getRepository(LiveSeat).create({
            liveSessionId: session.id,
            userId: user.id,
            status: STATUS_OF[want],
            expiresAt: held ? holdDeadline(now) : null,
            timeZone,
            pricePaise: held ? locked.pricePaise : 0,
          }),
        );
        if (want === 'seat') await this.notices.seatConfirmed(tx, seat.id);
        if (held) await this.schedule.lapseAt(tx, seat);
        return seat;
      });
    } catch (error) {
      // Two calls at once: the unique index let one in; the other says what the learner has.
      if (isViolation(error, '23505', 'UQ_live_seats_active'))
        await refuseTwice(this.db.manager, user.id, session.id);
      throw error;
    }
  }
}

/** Refuses a second active place in the session, naming the one the learner has. */
async function refuseTwice(manager: EntityManager, userId: string, sessionId: string) {
  const place = await manager.getRepository(LiveSeat).findOneBy({
    liveSessionId: sessionId,
    userId,
    status: In([...ACTIVE_STATUSES]),
  });
  if (!place) return;
  const message =
    place.status === LiveSeatStatus.WAITLISTED
      ? SEAT_MESSAGES.onWaitlist
      : place.status === LiveSeatStatus.OFFERED
        ? SEAT_MESSAGES.offered
        : SEAT_MESSAGES.hasSeat;
  throw invalidField('id', message);
}

/** Why a seat cannot be claimed now, unless it is an offer still running. */
function refuseClaim(seat: LiveSeat, now: Date) {
  const why: Record<LiveSeatStatus, string | null> = {
    [LiveSeatStatus.OFFERED]: seat.expiresAt! <= now ? SEAT_MESSAGES.offerLapsed : null,
    [LiveSeatStatus.CONFIRMED]: SEAT_MESSAGES.alreadyConfirmed,
    [LiveSeatStatus.HELD]: SEAT_MESSAGES.hasSeat,
    [LiveSeatStatus.WAITLISTED]: SEAT_MESSAGES.notYourTurn,
    [LiveSeatStatus.EXPIRED]: SEAT_MESSAGES.offerLapsed,
    [LiveSeatStatus.CANCELLED]: SEAT_MESSAGES.givenUp,
  };
  const message = why[seat.status];
  if (message) throw invalidField('id', message);
}
