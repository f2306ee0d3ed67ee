import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { ROOM_MARGIN_MS } from '../../mentorship/room/room-window';
import { liveOccurrenceNotFound, liveSessionNotFound } from '../live-rules';
import type {
  LiveAttendeeView,
  LiveLearnerAttendanceView,
  LiveSeriesAttendanceView,
} from './live-attendance.types';

/** Who came to a live session's meetings, for its host only (anyone else: NOT_FOUND). */
@Injectable()
export class LiveAttendanceQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The learners who joined the occurrence's room (the host is left out), first come first. */
  async ofOccurrence(hostId: string, occurrenceId: unknown): Promise<LiveAttendeeView[]> {
    if (!isUuid(occurrenceId)) throw liveOccurrenceNotFound();
    const [hosted] = await this.db.query<unknown[]>(
      `SELECT 1 FROM live_occurrences o JOIN live_sessions s ON s.id = o.live_session_id
       WHERE o.id = $1 AND s.host_id = $2`,
      [occurrenceId, hostId],
    );
    if (!hosted) throw liveOccurrenceNotFound();
    const rows = await this.db.query<
      { user_id: string; name: string; joined_at: Date; last_seen_at: Date }[]
    >(
      `SELECT a.user_id, u.name, a.joined_at, a.last_seen_at
       FROM live_attendance a JOIN users u ON u.id = a.user_id
       WHERE a.occurrence_id = $1 AND a.user_id <> $2
       ORDER BY a.joined_at, a.user_id`,
      [occurrenceId, hostId],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      joinedAt: row.joined_at,
      lastSeenAt: row.last_seen_at,
    }));
  }

  /**
   * Per learner (a confirmed seat, or came at least once), how many of the series' meetings so far
   * they joined: the scheduled ones whose room has opened by `now`.
   */
  async ofSeries(
    hostId: string,
    liveSessionId: unknown,
    now = new Date(),
  ): Promise<LiveSeriesAttendanceView> {
    if (!isUuid(liveSessionId)) throw liveSessionNotFound();
    const [hosted] = await this.db.query<unknown[]>(
      'SELECT 1 FROM live_sessions WHERE id = $1 AND host_id = $2',
      [liveSessionId, hostId],
    );
    if (!hosted) throw liveSessionNotFound();
    const openedBy = new Date(now.getTime() + ROOM_MARGIN_MS);
    const [{ count }] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM live_occurrences
       WHERE live_session_id = $1 AND status = 'scheduled' AND starts_at <= $2`,
      [liveSessionId, openedBy],
    );
    const rows = await this.db.query<{ user_id: string; name: string; attended: number }[]>(
      `WITH so_far AS (
         SELECT id FROM live_occurrences
         WHERE live_session_id = $1 AND status = 'scheduled' AND starts_at <= $3
       ), learners AS (
         SELECT user_id FROM live_seats WHERE live_session_id = $1 AND status = 'confirmed'
         UNION
         SELECT a.user_id FROM live_attendance a
         JOIN live_occurrences o ON o.id = a.occurrence_id WHERE o.live_session_id = $1
       )
       SELECT l.user_id, u.name,
         (SELECT count(*)::int FROM live_attendance a
          WHERE a.user_id = l.user_id AND a.occurrence_id IN (SELECT id FROM so_far)) AS attended
       FROM learners l JOIN users u ON u.id = l.user_id
       WHERE l.user_id <> $2
       ORDER BY u.name, l.user_id`,
      [liveSessionId, hostId, openedBy],
    );
    const learners: LiveLearnerAttendanceView[] = rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      attended: row.attended,
    }));
    return { liveSessionId, occurrencesSoFar: count, learners };
  }
}
