import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { adminPage, containing, searchText } from '../../admin/admin-page';
import { PurchaseStatus } from '../../payments/purchase.entity';
import { LiveOccurrenceStatus } from '../live-occurrence.entity';
import { LiveSeatStatus } from '../live-seat.entity';
import type { AdminLiveSessionPage, AdminLiveSessionView } from './admin-live-session.types';

type Row = Omit<AdminLiveSessionView, 'nextStartsAt' | 'firstStartsAt'> & {
  nextStartsAt: Date | null;
  firstStartsAt: Date;
  total: number;
};

/**
 * One page in one statement, whatever its rows: each session's meetings, waitlist and seat
 * payments are summed beside it (LATERAL), and the total rides along as a window count. A seat
 * payment counts once it completed, and stays counted when refunded since; what a refund gave back
 * is its credit notes' sum (a series cancelled after some meetings refunds a part), or the whole
 * payment for one without a receipt.
 */
const PAGE_SQL = `
  SELECT s.id, s.title, s.status, s.access, s.price_paise AS "pricePaise",
    s.course_id AS "courseId", c.course_title AS "courseTitle",
    s.host_id AS "hostId", u.name AS "hostName", u.email AS "hostEmail",
    s.time_zone AS "timeZone", s.first_starts_at AS "firstStartsAt",
    s.capacity, s.seats_taken AS "seatsTaken",
    o.next_starts_at AS "nextStartsAt", o.meetings, o.meetings_left AS "meetingsLeft", o.recordings,
    w.waiting AS "waitlistCount",
    p.paid_seats AS "paidSeats", p.paid_paise AS "paidPaise",
    p.refunds AS "refundCount", p.refunded_paise AS "refundedPaise",
    count(*) OVER ()::int AS total
  FROM live_sessions s
  JOIN courses c ON c.id = s.course_id
  JOIN users u ON u.id = s.host_id
  CROSS JOIN LATERAL (
    SELECT min(starts_at) FILTER (WHERE status = $1 AND ends_at > now()) AS next_starts_at,
      count(*) FILTER (WHERE status = $1)::int AS meetings,
      count(*) FILTER (WHERE status = $1 AND ends_at > now())::int AS meetings_left,
      count(recording_lecture_id)::int AS recordings
    FROM live_occurrences WHERE live_session_id = s.id) o
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS waiting FROM live_seats
    WHERE live_session_id = s.id AND status = $2) w
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE pu.amount_paise > 0)::int AS paid_seats,
      coalesce(sum(pu.amount_paise), 0)::int AS paid_paise,
      count(*) FILTER (WHERE pu.status = $3)::int AS refunds,
      coalesce(sum(coalesce(back.paise, pu.amount_paise)) FILTER (WHERE pu.status = $3), 0)::int
        AS refunded_paise
    FROM live_seats seat
    JOIN purchases pu ON pu.live_seat_id = seat.id AND pu.status = ANY($4::purchase_status[])
    LEFT JOIN LATERAL (
      SELECT sum(n.amount_paise) AS paise FROM receipts r
      JOIN credit_notes n ON n.receipt_id = r.id WHERE r.purchase_id = pu.id) back ON true
    WHERE seat.live_session_id = s.id) p
  WHERE $5 = '' OR lower(s.title) LIKE $5 OR lower(c.course_title) LIKE $5
    OR lower(u.name) LIKE $5 OR u.email LIKE $5
  ORDER BY o.next_starts_at IS NULL, o.next_starts_at, s.first_starts_at DESC, s.id
  LIMIT $6 OFFSET $7`;

/** The admin console's live sessions (docs/live-sessions.md, "Admin"). */
@Injectable()
export class AdminLiveSessions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Sessions with a meeting to come first, soonest first; then the rest, latest first. `search`
   * matches part of the title, the course's title, or the host's name or email.
   */
  async list(search: unknown, pageArg: unknown): Promise<AdminLiveSessionPage> {
    const text = searchText(search).toLowerCase();
    const { page, offset, limit } = adminPage(pageArg);
    const rows = await this.db.query<Row[]>(PAGE_SQL, [
      LiveOccurrenceStatus.SCHEDULED,
      LiveSeatStatus.WAITLISTED,
      PurchaseStatus.REFUNDED,
      [PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING, PurchaseStatus.REFUNDED],
      text ? containing(text) : '',
      limit,
      offset,
    ]);
    const totalCount = rows[0]?.total ?? (page > 1 ? await this.count(text) : 0);
    return {
      nodes: rows.map(({ total: _total, ...row }) => row),
      totalCount,
      page,
      pageSize: limit,
    };
  }

  /** The total past the last page (no row there to carry it). */
  private async count(text: string): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM live_sessions s
       JOIN courses c ON c.id = s.course_id JOIN users u ON u.id = s.host_id
       WHERE $1 = '' OR lower(s.title) LIKE $1 OR lower(c.course_title) LIKE $1
         OR lower(u.name) LIKE $1 OR u.email LIKE $1`,
      [text ? containing(text) : ''],
    );
    return n;
  }
}
