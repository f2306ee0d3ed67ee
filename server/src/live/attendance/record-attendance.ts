import type { EntityManager } from 'typeorm';

/**
 * Notes that `userId` was in the room of occurrence `occurrenceId` at `now`: the first call makes
 * the attendance row (joinedAt), later ones move lastSeenAt on (never back: a late "left" of an
 * older socket is ignored). The room calls it when a participant's socket joins and when it leaves.
 */
export async function recordAttendance(
  manager: EntityManager,
  occurrenceId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO live_attendance (occurrence_id, user_id, joined_at, last_seen_at)
     VALUES ($1, $2, $3, $3)
     ON CONFLICT (occurrence_id, user_id) DO UPDATE
       SET last_seen_at = GREATEST(live_attendance.last_seen_at, EXCLUDED.last_seen_at)`,
    [occurrenceId, userId, now],
  );
}
