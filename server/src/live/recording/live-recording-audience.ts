import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RecordingAudience } from '../../courses/recording-audience';
import { Role, type User } from '../../users/user.entity';
import { LiveSeatStatus } from '../live-seat.entity';
import { LiveAccess } from '../live-session.entity';

/**
 * The seat rule of recordings (docs/live-sessions.md, "Recordings"), for the course catalog's one
 * rule of who may watch a lecture: a session included with the course is open to whoever may
 * watch the course; one sold as seats only to its confirmed seat holders, the course's owner and
 * admins.
 */
@Injectable()
export class LiveRecordingAudience extends RecordingAudience {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async open(viewer: User | undefined, liveSessionIds: readonly string[]): Promise<Set<string>> {
    if (liveSessionIds.length === 0) return new Set();
    if (viewer?.role === Role.ADMIN) return new Set(liveSessionIds);
    const rows = await this.db.query<{ id: string }[]>(
      `SELECT s.id FROM live_sessions s JOIN courses c ON c.id = s.course_id
       WHERE s.id = ANY($1::uuid[]) AND (s.access = $2 OR c.educator_id = $3 OR EXISTS (
         SELECT 1 FROM live_seats seat WHERE seat.live_session_id = s.id
           AND seat.user_id = $3 AND seat.status = $4))`,
      [[...liveSessionIds], LiveAccess.ENROLLED, viewer?.id ?? null, LiveSeatStatus.CONFIRMED],
    );
    return new Set(rows.map((r) => r.id));
  }
}
