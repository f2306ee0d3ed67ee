import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { RequestLoaders } from '../../common/graphql/request-loaders';
import { PURCHASE_PAID } from '../../payments/purchase-status';
import { LiveSeat, LiveSeatStatus } from '../live-seat.entity';
import { LiveSession } from '../live-session.entity';
import { ACTIVE_STATUSES } from './seat-rules';
import type { LiveSeatHolderView } from './live-seat.types';

/** What a seat's payment took and gave back, in paise (null: none). */
export interface SeatPayment {
  paidPaise: number | null;
  refundedPaise: number | null;
}

const WAITLISTED = LiveSeatStatus.WAITLISTED;

/** Seats and waitlists for a whole answer: one query per question. */
@Injectable()
export class LiveSeatLoaders {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The viewer's active place in each session, or null. */
  viewerSeat(loaders: RequestLoaders, viewerId: string, sessionId: string) {
    return loaders.fromMap<LiveSeat | null>(
      `liveViewerSeat:${viewerId}`,
      sessionId,
      async (ids) => {
        const seats = await this.db.getRepository(LiveSeat).findBy({
          userId: viewerId,
          liveSessionId: In([...ids]),
          status: In([...ACTIVE_STATUSES]),
        });
        return new Map(seats.map((s) => [s.liveSessionId, s]));
      },
      null,
    );
  }

  /** How many wait in line for each session. */
  waitlistCount(loaders: RequestLoaders, sessionId: string): Promise<number> {
    return loaders.fromMap<number>(
      'liveWaitlistCount',
      sessionId,
      async (ids) => {
        const rows = await this.db.query<{ id: string; n: number }[]>(
          `SELECT live_session_id AS id, count(*)::int AS n FROM live_seats
            WHERE live_session_id = ANY($1::uuid[]) AND status = $2 GROUP BY live_session_id`,
          [ids, WAITLISTED],
        );
        return new Map(rows.map((r) => [r.id, r.n]));
      },
      0,
    );
  }

  /** Each waitlisted seat's place in line, 1 first (by when they joined); null for others. */
  waitlistPosition(loaders: RequestLoaders, seatId: string): Promise<number | null> {
    return loaders.fromMap<number | null>(
      'liveWaitlistPosition',
      seatId,
      async (ids) => {
        const rows = await this.db.query<{ id: string; n: number }[]>(
          `SELECT s.id, (SELECT count(*)::int FROM live_seats w
                          WHERE w.live_session_id = s.live_session_id AND w.status = $2
                            AND (w.created_at, w.id) <= (s.created_at, s.id)) AS n
             FROM live_seats s WHERE s.id = ANY($1::uuid[]) AND s.status = $2`,
          [ids, WAITLISTED],
        );
        return new Map(rows.map((r) => [r.id, r.n]));
      },
      null,
    );
  }

  /** The learners with a place in each session: seats first, then the line in its order. */
  holders(loaders: RequestLoaders, sessionId: string): Promise<LiveSeatHolderView[]> {
    return loaders.fromMap<LiveSeatHolderView[]>(
      'liveSeatHolders',
      sessionId,
      async (ids) => {
        const rows = await this.db.query<(LiveSeatHolderView & { sessionId: string })[]>(
          `SELECT s.id, s.live_session_id AS "sessionId", u.name, u.email, s.status,
                  s.created_at AS "createdAt",
                  CASE WHEN s.status = $3 THEN row_number() OVER (
                    PARTITION BY s.live_session_id, s.status = $3 ORDER BY s.created_at, s.id)::int
                  END AS "waitlistPosition"
             FROM live_seats s JOIN users u ON u.id = s.user_id
            WHERE s.live_session_id = ANY($1::uuid[]) AND s.status = ANY($2::varchar[])
            ORDER BY s.status = $3, s.created_at, s.id`,
          [ids, [...ACTIVE_STATUSES], WAITLISTED],
        );
        const bySession = new Map<string, LiveSeatHolderView[]>();
        for (const { sessionId, ...holder } of rows)
          bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), holder]);
        return bySession;
      },
      [],
    );
  }

  /** Each seat's session. */
  session(loaders: RequestLoaders, sessionId: string): Promise<LiveSession | null> {
    return loaders.fromMap<LiveSession | null>(
      'liveSessionById',
      sessionId,
      async (ids) => {
        const sessions = await this.db.getRepository(LiveSession).findBy({ id: In([...ids]) });
        return new Map(sessions.map((s) => [s.id, s]));
      },
      null,
    );
  }

  /** What each seat's payment took (refunded since or not) and what its refund gave back. */
  payment(loaders: RequestLoaders, seatId: string): Promise<SeatPayment> {
    return loaders.fromMap<SeatPayment>(
      'liveSeatPayment',
      seatId,
      async (ids) => {
        const rows = await this.db.query<{ id: string; paid: number; refunded: number | null }[]>(
          `SELECT p.live_seat_id AS id, sum(p.amount_paise)::int AS paid,
                  sum(n.amount_paise)::int AS refunded
             FROM purchases p
             LEFT JOIN receipts r ON r.purchase_id = p.id
             LEFT JOIN credit_notes n ON n.receipt_id = r.id
            WHERE p.live_seat_id = ANY($1::uuid[]) AND p.status = ANY($2::purchase_status[])
            GROUP BY p.live_seat_id`,
          [ids, [...PURCHASE_PAID]],
        );
        return new Map(rows.map((r) => [r.id, { paidPaise: r.paid, refundedPaise: r.refunded }]));
      },
      { paidPaise: null, refundedPaise: null },
    );
  }

  /** The first meeting of each session (held or not), for its refund deadline. */
  firstStart(loaders: RequestLoaders, sessionId: string): Promise<Date | null> {
    return loaders.fromMap<Date | null>(
      'liveFirstStart',
      sessionId,
      async (ids) => {
        const rows = await this.db.query<{ id: string; first: Date }[]>(
          `SELECT live_session_id AS id, min(starts_at) AS first FROM live_occurrences
            WHERE live_session_id = ANY($1::uuid[]) AND status = 'scheduled'
            GROUP BY live_session_id`,
          [ids],
        );
        return new Map(rows.map((r) => [r.id, r.first]));
      },
      null,
    );
  }
}
