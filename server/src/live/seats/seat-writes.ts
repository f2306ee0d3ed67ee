import type { EntityManager } from 'typeorm';
import { LiveOccurrence, LiveOccurrenceStatus } from '../live-occurrence.entity';
import { LiveSeat } from '../live-seat.entity';
import { LiveSession } from '../live-session.entity';
import { isViolation } from './seat-rules';

/**
 * The seat counter and rows, inside the caller's transaction. Every change of a session's seats
 * locks its row first (lockedSession), so they run one after the other per session, always in the
 * order session, then seat.
 */

export function lockedSession(tx: EntityManager, id: string): Promise<LiveSession | null> {
  return tx
    .getRepository(LiveSession)
    .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
}

export function lockedSeat(tx: EntityManager, id: string): Promise<LiveSeat | null> {
  return tx.getRepository(LiveSeat).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
}

/**
 * Counts one more seat taken. CHK_live_sessions_seats refuses it past capacity: false then, inside
 * a savepoint, so the caller's transaction stays usable (a late payment is refunded in it).
 */
export async function takeSeat(tx: EntityManager, sessionId: string): Promise<boolean> {
  await tx.query('SAVEPOINT live_seat_take');
  try {
    await tx.query('UPDATE live_sessions SET seats_taken = seats_taken + 1 WHERE id = $1', [
      sessionId,
    ]);
  } catch (error) {
    if (!isViolation(error, '23514', 'CHK_live_sessions_seats')) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT live_seat_take');
    return false;
  }
  await tx.query('RELEASE SAVEPOINT live_seat_take');
  return true;
}

/** Counts one seat fewer. */
export async function releaseSeat(tx: EntityManager, sessionId: string): Promise<void> {
  await tx.query('UPDATE live_sessions SET seats_taken = seats_taken - 1 WHERE id = $1', [
    sessionId,
  ]);
}

/** The next scheduled meeting not yet started; null when none is left to start. */
export function nextMeeting(
  tx: EntityManager,
  sessionId: string,
  now: Date,
): Promise<LiveOccurrence | null> {
  return tx
    .getRepository(LiveOccurrence)
    .createQueryBuilder('o')
    .where('o.live_session_id = :sessionId AND o.status = :open AND o.starts_at > :now', {
      sessionId,
      open: LiveOccurrenceStatus.SCHEDULED,
      now,
    })
    .orderBy('o.starts_at', 'ASC')
    .getOne();
}

/** Whether a scheduled meeting has not ended yet (one may still take a seat). */
export async function hasMeetingLeft(
  tx: EntityManager,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return tx
    .getRepository(LiveOccurrence)
    .createQueryBuilder('o')
    .where('o.live_session_id = :sessionId AND o.status = :open AND o.ends_at > :now', {
      sessionId,
      open: LiveOccurrenceStatus.SCHEDULED,
      now,
    })
    .getExists();
}

/** The first meeting of the series (as moved), held or not; null when every one was cancelled. */
export async function firstMeetingStart(
  tx: EntityManager,
  sessionId: string,
): Promise<Date | null> {
  const [row] = await tx.query<{ first: Date | null }[]>(
    `SELECT min(starts_at) AS first FROM live_occurrences WHERE live_session_id = $1 AND status = $2`,
    [sessionId, LiveOccurrenceStatus.SCHEDULED],
  );
  return row?.first ?? null;
}
