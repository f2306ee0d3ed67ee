import type { EntityManager } from 'typeorm';
import { localeOr, type Locale } from '../../common/i18n/translate';
import { LiveOccurrence } from '../live-occurrence.entity';
import { LiveSeatStatus } from '../live-seat.entity';
import { LiveSession } from '../live-session.entity';

/** Someone a live session's mails and invites are written for, in their language and zone. */
export interface LivePerson {
  userId: string;
  name: string;
  email: string;
  locale: Locale;
  /** The zone they see times in: the host's series zone, a learner's at RSVP. */
  timeZone: string;
}

export interface LiveSeatHolder extends LivePerson {
  seatId: string;
  liveSessionId: string;
  status: LiveSeatStatus;
  expiresAt: Date | null;
}

/** A live session with its course's title, its host and every meeting, as its notices need it. */
export interface LiveContext {
  session: LiveSession;
  courseTitle: string;
  host: LivePerson;
  /** Every meeting, by where the rule put it. */
  occurrences: LiveOccurrence[];
}

interface HostRow {
  id: string;
  course_title: string;
  host_name: string;
  host_email: string;
  host_locale: string;
}

/** Sessions' contexts by id, in three queries whatever their number; a session gone is absent. */
export async function liveContexts(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Map<string, LiveContext>> {
  const sessions = await manager
    .getRepository(LiveSession)
    .createQueryBuilder('s')
    .where('s.id = ANY(:ids)', { ids })
    .getMany();
  const hosts = await manager.query<HostRow[]>(
    `SELECT s.id, c.course_title, h.name AS host_name, h.email AS host_email, h.locale AS host_locale
     FROM live_sessions s JOIN courses c ON c.id = s.course_id JOIN users h ON h.id = s.host_id
     WHERE s.id = ANY($1::uuid[])`,
    [ids],
  );
  const occurrences = await manager
    .getRepository(LiveOccurrence)
    .createQueryBuilder('o')
    .where('o.live_session_id = ANY(:ids)', { ids })
    .orderBy('o.original_starts_at', 'ASC')
    .getMany();
  const byId = new Map(hosts.map((h) => [h.id, h]));
  return new Map(
    sessions.flatMap((session) => {
      const h = byId.get(session.id);
      if (!h) return [];
      const context: LiveContext = {
        session,
        courseTitle: h.course_title,
        host: {
          userId: session.hostId,
          name: h.host_name,
          email: h.host_email,
          locale: localeOr(h.host_locale),
          timeZone: session.timeZone,
        },
        occurrences: occurrences.filter((o) => o.liveSessionId === session.id),
      };
      return [[session.id, context] as const];
    }),
  );
}

/** One session's context; it must exist (the caller's transaction holds it). */
export async function liveContext(manager: EntityManager, id: string): Promise<LiveContext> {
  const context = (await liveContexts(manager, [id])).get(id);
  if (!context) throw new Error(`live session ${id} vanished inside its own transaction`);
  return context;
}

interface SeatRow {
  id: string;
  live_session_id: string;
  user_id: string;
  status: LiveSeatStatus;
  expires_at: Date | null;
  time_zone: string;
  name: string;
  email: string;
  locale: string;
}

const SEATS_SQL = `
  SELECT s.id, s.live_session_id, s.user_id, s.status, s.expires_at, s.time_zone,
         u.name, u.email, u.locale
  FROM live_seats s JOIN users u ON u.id = s.user_id`;

const holderOf = (r: SeatRow): LiveSeatHolder => ({
  seatId: r.id,
  liveSessionId: r.live_session_id,
  userId: r.user_id,
  status: r.status,
  expiresAt: r.expires_at ? new Date(r.expires_at) : null,
  timeZone: r.time_zone,
  name: r.name,
  email: r.email,
  locale: localeOr(r.locale),
});

/** The learners holding a confirmed seat of a session, by when they took it. */
export async function confirmedSeats(
  manager: EntityManager,
  sessionId: string,
): Promise<LiveSeatHolder[]> {
  const rows = await manager.query<SeatRow[]>(
    `${SEATS_SQL} WHERE s.live_session_id = $1 AND s.status = $2 ORDER BY s.created_at`,
    [sessionId, LiveSeatStatus.CONFIRMED],
  );
  return rows.map(holderOf);
}

/** One seat with its learner; null when there is none. */
export async function seatHolder(manager: EntityManager, seatId: string) {
  const [row] = await manager.query<SeatRow[]>(`${SEATS_SQL} WHERE s.id = $1`, [seatId]);
  return row ? holderOf(row) : null;
}

/** `userId`'s latest place in each of these sessions (whatever its status), by session id. */
export async function viewerSeats(
  manager: EntityManager,
  userId: string,
  sessionIds: readonly string[],
): Promise<Map<string, LiveSeatHolder>> {
  const rows = await manager.query<SeatRow[]>(
    `SELECT DISTINCT ON (s.live_session_id) s.id, s.live_session_id, s.user_id, s.status,
            s.expires_at, s.time_zone, u.name, u.email, u.locale
     FROM live_seats s JOIN users u ON u.id = s.user_id
     WHERE s.user_id = $1 AND s.live_session_id = ANY($2::uuid[])
     ORDER BY s.live_session_id, s.created_at DESC`,
    [userId, sessionIds],
  );
  return new Map(rows.map((r) => [r.live_session_id, holderOf(r)]));
}
