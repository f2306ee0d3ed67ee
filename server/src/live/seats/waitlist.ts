import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LiveNotices } from '../invites/live-notices';
import { LiveSeat, LiveSeatStatus } from '../live-seat.entity';
import { offerDeadline } from './seat-rules';
import { SeatSchedule } from './seat-schedule';
import { nextMeeting, releaseSeat } from './seat-writes';

/**
 * The waitlist of a full session: a seat given up (cancelled, or an offer or hold that lapsed) goes
 * to the earliest learner waiting, as an offer with a deadline, in the transaction that freed it;
 * the seat stays counted while offered. With nobody waiting, or no meeting left to start, it is
 * free again. Callers hold the session's row lock (seat-writes.ts).
 */
@Injectable()
export class Waitlist {
  constructor(
    @Inject(SeatSchedule) private readonly schedule: SeatSchedule,
    @Inject(LiveNotices) private readonly notices: LiveNotices,
  ) {}

  /** A seat of the session was given up at `now`: offered to the next in line, or freed. */
  async seatFreed(tx: EntityManager, sessionId: string, now: Date): Promise<LiveSeat | null> {
    const meeting = await nextMeeting(tx, sessionId, now);
    const [next] = meeting
      ? await tx.getRepository(LiveSeat).find({
          where: { liveSessionId: sessionId, status: LiveSeatStatus.WAITLISTED },
          order: { createdAt: 'ASC', id: 'ASC' },
          take: 1,
          lock: { mode: 'pessimistic_write' },
        })
      : [];
    if (!meeting || !next) {
      await releaseSeat(tx, sessionId);
      return null;
    }
    next.status = LiveSeatStatus.OFFERED;
    next.expiresAt = offerDeadline(now, meeting.startsAt);
    await tx
      .getRepository(LiveSeat)
      .update({ id: next.id }, { status: next.status, expiresAt: next.expiresAt });
    await this.schedule.lapseAt(tx, next);
    await this.notices.seatOffered(tx, next.id);
    return next;
  }

  /** An offer or hold ran out: the seat is expired, and goes on to the next in line. */
  async lapse(tx: EntityManager, seat: LiveSeat, now: Date): Promise<void> {
    // expiresAt stays: when it lapsed.
    await tx.getRepository(LiveSeat).update({ id: seat.id }, { status: LiveSeatStatus.EXPIRED });
    seat.status = LiveSeatStatus.EXPIRED;
    await this.seatFreed(tx, seat.liveSessionId, now);
  }
}
