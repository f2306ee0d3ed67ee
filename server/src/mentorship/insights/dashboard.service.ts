import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { PurchaseStatus } from '../../payments/purchase.entity';
import { NET_PAISE_SQL, PAID_SQL } from '../../payments/sales-figures';
import type { User } from '../../users/user.entity';
import { MentorSlots } from '../availability/mentor-slots';
import { Booking, BookingStatus } from '../booking.entity';
import type { MentorDashboardView } from './insights.types';
import { offeredMinutes } from './offered-minutes';

export const DASHBOARD_UPCOMING = 10;
export const DASHBOARD_MAX_DAYS = 365;
export const DAYS_RANGE = 'Choose a window of 1 to 365 days.';

const DAY = 24 * 3600_000;

/** A percentage with one decimal, or null when there is nothing to divide by. */
const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

interface WindowRow {
  bookedMinutes: number;
  sessionsHeld: number;
  noShows: number;
}

/** The mentor's dashboard: upcoming sessions, earnings, fill and no-show rates (docs/mentorship.md). */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MentorSlots) private readonly slots: MentorSlots,
  ) {}

  /** The viewer's figures over the last `days` days; null if they are not a mentor. */
  async dashboard(
    viewer: User,
    days: number,
    now = new Date(),
  ): Promise<MentorDashboardView | null> {
    if (!Number.isInteger(days) || days < 1 || days > DASHBOARD_MAX_DAYS)
      throw invalidField('days', DAYS_RANGE);
    const from = new Date(now.getTime() - days * DAY);
    const [hours] = await this.slots.hours(this.db.manager, [viewer.id], from, now);
    if (!hours) return null;
    const [upcoming, [window], [courses], [sessions]] = await Promise.all([
      this.db.getRepository(Booking).find({
        where: { mentorId: viewer.id, status: BookingStatus.CONFIRMED, endsAt: MoreThan(now) },
        order: { startsAt: 'ASC', id: 'ASC' },
        take: DASHBOARD_UPCOMING,
      }),
      // Booked time is cut at the window's ends, as the offered hours are.
      this.db.query<WindowRow[]>(
        `SELECT coalesce(round(sum(extract(epoch FROM least(ends_at, $3::timestamptz) - greatest(starts_at, $2::timestamptz)) / 60)
             FILTER (WHERE starts_at < $3 AND ends_at > $2)), 0)::int AS "bookedMinutes",
           count(*) FILTER (WHERE ends_at > $2 AND ends_at <= $3)::int AS "sessionsHeld",
           count(*) FILTER (WHERE ends_at > $2 AND ends_at <= $3 AND no_show_reported_by IS NOT NULL)::int
             AS "noShows"
         FROM bookings
         WHERE mentor_id = $1 AND status IN ('confirmed', 'completed')
           AND starts_at < $3 AND ends_at > $2`,
        [viewer.id, from, now],
      ),
      this.db.query<{ netPaise: string }[]>(
        `SELECT ${NET_PAISE_SQL} AS "netPaise"
         FROM courses c JOIN purchases p ON p.course_id = c.id
         WHERE c.educator_id = $1 AND ${PAID_SQL}`,
        [viewer.id],
      ),
      this.db.query<{ paise: string }[]>(
        `SELECT coalesce(sum(p.amount_paise), 0)::bigint AS paise
         FROM bookings b JOIN purchases p ON p.booking_id = b.id
         WHERE b.mentor_id = $1 AND p.status = $2`,
        [viewer.id, PurchaseStatus.COMPLETED],
      ),
    ]);
    const offered = offeredMinutes(hours, from, now);
    return {
      days,
      upcoming,
      sessionEarningsPaise: Number(sessions?.paise ?? 0),
      courseEarningsPaise: Number(courses?.netPaise ?? 0),
      sessionsHeld: window.sessionsHeld,
      bookedMinutes: window.bookedMinutes,
      offeredMinutes: offered,
      fillRatePercent: percent(window.bookedMinutes, offered),
      noShowRatePercent: percent(window.noShows, window.sessionsHeld),
    };
  }
}
