import { DataSource } from 'typeorm';
import { LiveOccurrence, LiveOccurrenceStatus } from '../../src/live/live-occurrence.entity';
import { LiveSeat, LiveSeatStatus, SEAT_TAKING_STATUSES } from '../../src/live/live-seat.entity';
import { LiveAccess, LiveSession, LiveSessionStatus } from '../../src/live/live-session.entity';
import { createCourse } from './catalog-fixtures';
import type { TestApp } from './test-app';

const MIN = 60_000;
const WEEK = 7 * 24 * 60 * MIN;

export interface LiveSessionFixture {
  /** The host (the course's educator). */
  hostId: string;
  /** A course of the host's; a new one when left out. */
  courseId?: string;
  title?: string;
  capacity?: number;
  meetingUrl?: string | null;
  access?: LiveAccess;
  pricePaise?: number;
  /** When the first occurrence starts, in ms from now (negative: started). Default: in 5 minutes. */
  startsIn?: number;
  durationMinutes?: number;
  /** Weekly occurrences made, the first at `startsIn` (default 1). */
  occurrences?: number;
  /** Where the occurrences start instead, in ms from now each (overrides startsIn and occurrences). */
  startsEach?: number[];
}

/**
 * A live session and its occurrences written straight to the database, for tests of what reads
 * them (the room, attendance, ...) without going through scheduling. Weekly from the first start.
 */
export async function createLiveSession(app: TestApp, fixture: LiveSessionFixture) {
  const db = app.app.get(DataSource);
  const courseId = fixture.courseId ?? (await createCourse(app, fixture.hostId)).id;
  const durationMinutes = fixture.durationMinutes ?? 30;
  const starts = (
    fixture.startsEach ??
    Array.from(
      { length: fixture.occurrences ?? 1 },
      (_, i) => (fixture.startsIn ?? 5 * MIN) + i * WEEK,
    )
  ).map((ms) => new Date(Date.now() + ms));
  const session = await db.getRepository(LiveSession).save({
    courseId,
    hostId: fixture.hostId,
    title: fixture.title ?? 'Weekly live Q&A',
    agenda: 'Questions and answers.',
    firstStartsAt: starts[0],
    durationMinutes,
    timeZone: 'Asia/Kolkata',
    rrule: starts.length > 1 ? `FREQ=WEEKLY;COUNT=${starts.length}` : null,
    capacity: fixture.capacity ?? 5,
    access: fixture.access ?? LiveAccess.ENROLLED,
    pricePaise: fixture.pricePaise ?? 0,
    meetingUrl: fixture.meetingUrl ?? null,
  });
  const occurrences = await db.getRepository(LiveOccurrence).save(
    starts.map((startsAt) => ({
      liveSessionId: session.id,
      originalStartsAt: startsAt,
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationMinutes * MIN),
    })),
  );
  return { session, occurrences };
}

/** A learner's place in a session (confirmed by default), counted in its seatsTaken when it takes one. */
export async function seatLearner(
  app: TestApp,
  liveSessionId: string,
  userId: string,
  status = LiveSeatStatus.CONFIRMED,
) {
  const db = app.app.get(DataSource);
  const seat = await db.getRepository(LiveSeat).save({
    liveSessionId,
    userId,
    status,
    timeZone: 'Asia/Kolkata',
    expiresAt:
      status === LiveSeatStatus.HELD || status === LiveSeatStatus.OFFERED
        ? new Date(Date.now() + 60 * MIN)
        : null,
  });
  if ((SEAT_TAKING_STATUSES as readonly LiveSeatStatus[]).includes(status))
    await db.getRepository(LiveSession).increment({ id: liveSessionId }, 'seatsTaken', 1);
  return seat;
}

export async function cancelOccurrence(app: TestApp, occurrenceId: string) {
  await app.app
    .get(DataSource)
    .getRepository(LiveOccurrence)
    .update({ id: occurrenceId }, { status: LiveOccurrenceStatus.CANCELLED });
}

export async function cancelLiveSession(app: TestApp, liveSessionId: string) {
  await app.app
    .get(DataSource)
    .getRepository(LiveSession)
    .update(
      { id: liveSessionId },
      { status: LiveSessionStatus.CANCELLED, cancelledAt: new Date() },
    );
}
