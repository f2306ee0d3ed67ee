import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import { CourseAccess } from '../../courses/course-access';
import type { User } from '../../users/user.entity';
import { LiveNotices } from '../invites/live-notices';
import { LiveOccurrence, LiveOccurrenceStatus } from '../live-occurrence.entity';
import { liveOccurrenceNotFound, liveSessionNotFound } from '../live-rules';
import { LiveSession, LiveSessionStatus } from '../live-session.entity';
import { LiveSeats } from '../seats/live-seats.service';
import type { SeatRefund } from '../seats/seat-followups';
import { checkSchedule, futureStart, type ScheduleRequest } from './schedule-input';

const MINUTE = 60_000;

/**
 * Scheduling live sessions (docs/live-sessions.md): the course's owner (or an admin) schedules a
 * session or a series, and moves or cancels one meeting without touching the others. Every change
 * tells the seat holders through LiveNotices in its own transaction.
 */
@Injectable()
export class LiveScheduling {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly courses: CourseAccess,
    @Inject(LiveNotices) private readonly notices: LiveNotices,
    @Inject(LiveSeats) private readonly seats: LiveSeats,
  ) {}

  async schedule(user: User, input: ScheduleRequest, now = new Date()): Promise<LiveSession> {
    const course = await this.courses.owned(input.courseId, user);
    const fields = checkSchedule(input, now);
    return this.db.transaction(async (tx) => {
      const { starts, ...series } = fields;
      const session = await tx.getRepository(LiveSession).save(
        tx.getRepository(LiveSession).create({
          ...series,
          courseId: course.id,
          hostId: course.educatorId,
        }),
      );
      const occurrences = starts.map((startsAt) => ({
        liveSessionId: session.id,
        originalStartsAt: startsAt,
        startsAt,
        endsAt: new Date(startsAt.getTime() + series.durationMinutes * MINUTE),
      }));
      await tx.getRepository(LiveOccurrence).insert(occurrences);
      await this.notices.scheduled(tx, session);
      return session;
    });
  }

  /** Moves one meeting, before it starts, to another future time; its series is untouched. */
  async moveOccurrence(user: User, id: unknown, startsAt: unknown, now = new Date()) {
    const check = new Checker();
    const start = futureStart(check, 'startsAt', startsAt, now);
    check.done();
    return this.changeOccurrence(user, id, now, async (tx, occurrence, session) => {
      occurrence.startsAt = start;
      occurrence.endsAt = new Date(start.getTime() + session.durationMinutes * MINUTE);
      occurrence.sequence += 1;
      await tx.getRepository(LiveOccurrence).save(occurrence);
      await this.notices.occurrenceChanged(tx, session, occurrence);
    });
  }

  /** Cancels one meeting before it starts; the others stay as they are. */
  async cancelOccurrence(user: User, id: unknown, now = new Date()) {
    return this.changeOccurrence(user, id, now, async (tx, occurrence, session) => {
      occurrence.status = LiveOccurrenceStatus.CANCELLED;
      occurrence.sequence += 1;
      await tx.getRepository(LiveOccurrence).save(occurrence);
      await this.notices.occurrenceChanged(tx, session, occurrence);
    });
  }

  /** Cancels the whole session or series; meetings already held stay in its history. */
  async cancelSession(user: User, id: unknown, now = new Date()): Promise<LiveSession> {
    let refunds: SeatRefund[] = [];
    const cancelled = await this.db.transaction(async (tx) => {
      const session = await this.ownedSession(tx, user, id);
      if (session.status === LiveSessionStatus.CANCELLED)
        throw invalidField('id', 'This live session is already cancelled.');
      session.status = LiveSessionStatus.CANCELLED;
      session.cancelledAt = now;
      session.sequence += 1;
      await tx.getRepository(LiveSession).save(session);
      await tx
        .createQueryBuilder()
        .update(LiveOccurrence)
        .set({ status: LiveOccurrenceStatus.CANCELLED, sequence: () => 'sequence + 1' })
        .where('live_session_id = :id AND status = :scheduled AND starts_at > :now', {
          id: session.id,
          scheduled: LiveOccurrenceStatus.SCHEDULED,
          now,
        })
        .execute();
      await this.notices.sessionCancelled(tx, session);
      // After the notice, which tells the seat holders: their seats go, paid ones refunded pro rata.
      refunds = await this.seats.sessionCancelled(tx, session, now);
      return session;
    });
    await this.seats.refundNow(refunds);
    return cancelled;
  }

  private async changeOccurrence(
    user: User,
    id: unknown,
    now: Date,
    change: (tx: EntityManager, occurrence: LiveOccurrence, session: LiveSession) => Promise<void>,
  ): Promise<LiveOccurrence> {
    if (!isUuid(id)) throw liveOccurrenceNotFound();
    return this.db.transaction(async (tx) => {
      const occurrence = await tx
        .getRepository(LiveOccurrence)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!occurrence) throw liveOccurrenceNotFound();
      const session = await this.ownedSession(tx, user, occurrence.liveSessionId);
      if (occurrence.status !== LiveOccurrenceStatus.SCHEDULED)
        throw invalidField('id', 'This meeting is already cancelled.');
      if (occurrence.startsAt <= now) throw invalidField('id', 'This meeting has already started.');
      await change(tx, occurrence, session);
      return occurrence;
    });
  }

  /** The session, locked, if `user` owns its course (or is an admin); else NOT_FOUND. */
  private async ownedSession(tx: EntityManager, user: User, id: unknown): Promise<LiveSession> {
    if (!isUuid(id)) throw liveSessionNotFound();
    const session = await tx
      .getRepository(LiveSession)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!session) throw liveSessionNotFound();
    await this.courses.owned(session.courseId, user).catch(() => {
      throw liveSessionNotFound();
    });
    return session;
  }
}
