import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionType } from '../session-type.entity';
import { openSlots, slotRefusal, type BusyTime, type SlotRules } from './slots';

/** The refusal for a session type that is archived, or whose mentor paused. */
export const NOT_OFFERED = 'That session is not offered any more.';

/** Widest lead a query for busy times needs: a local day either side, and buffers (≤ 120 min). */
const MARGIN_MS = 2 * 24 * 3600_000;

export interface MentorHours {
  mentorId: string;
  timeZone: string;
  active: boolean;
  weekly: SlotRules['weekly'];
  overrides: SlotRules['overrides'];
}

/** A session type's fields the slot rules read. */
export type SlotSessionType = Pick<
  SessionType,
  | 'mentorId'
  | 'active'
  | 'durationMinutes'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'minNoticeMinutes'
  | 'bookingWindowDays'
  | 'dailyLimit'
>;

export function slotRules(hours: MentorHours, type: SlotSessionType): SlotRules {
  return {
    timeZone: hours.timeZone,
    weekly: hours.weekly,
    overrides: hours.overrides,
    durationMinutes: type.durationMinutes,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    minNoticeMinutes: type.minNoticeMinutes,
    bookingWindowDays: type.bookingWindowDays,
    dailyLimit: type.dailyLimit,
  };
}

const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Open slots and refusals for a session type, from the mentor's hours and their held (unexpired)
 * and confirmed bookings of any type. Two indexed queries per call, or per list of mentors.
 * Bookings (docs/mentorship.md) ask `refusal` inside their transaction, passing its manager.
 */
@Injectable()
export class MentorSlots {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Bookable starts of `sessionType` in [from, to), ascending; none when it is not offered. */
  async available(
    sessionType: SessionType,
    from: Date,
    to: Date,
    now = new Date(),
  ): Promise<Date[]> {
    const [hours] = await this.hours(this.db.manager, [sessionType.mentorId], from, to);
    if (!hours?.active || !sessionType.active) return [];
    const busy = (await this.busy(this.db.manager, [sessionType.mentorId], from, to, now)).get(
      sessionType.mentorId,
    );
    return openSlots(slotRules(hours, sessionType), busy ?? [], from, to, now);
  }

  /** Why `startsAt` cannot be booked now (optionally as a move of `ignoreBookingId`), or null. */
  async refusal(
    sessionType: SessionType,
    startsAt: Date,
    opts: { ignoreBookingId?: string; now?: Date; manager?: EntityManager } = {},
  ): Promise<string | null> {
    const { manager = this.db.manager, now = new Date() } = opts;
    const [hours] = await this.hours(manager, [sessionType.mentorId], startsAt, startsAt);
    if (!hours?.active || !sessionType.active) return NOT_OFFERED;
    const busy = await this.busy(
      manager,
      [sessionType.mentorId],
      startsAt,
      startsAt,
      now,
      opts.ignoreBookingId,
    );
    return slotRefusal(
      slotRules(hours, sessionType),
      busy.get(sessionType.mentorId) ?? [],
      startsAt,
      now,
    );
  }

  /** The first open slot of any of `types` (several mentors at once) in [now, until): mentor id -> start. */
  async nextSlots(types: SlotSessionType[], now: Date, until: Date): Promise<Map<string, Date>> {
    const mentorIds = [...new Set(types.map((t) => t.mentorId))];
    const next = new Map<string, Date>();
    if (!mentorIds.length) return next;
    const hours = new Map(
      (await this.hours(this.db.manager, mentorIds, now, until)).map((h) => [h.mentorId, h]),
    );
    const busy = await this.busy(this.db.manager, mentorIds, now, until, now);
    for (const type of types) {
      const mentor = hours.get(type.mentorId);
      if (!mentor?.active || !type.active) continue;
      const [first] = openSlots(
        slotRules(mentor, type),
        busy.get(type.mentorId) ?? [],
        now,
        until,
        now,
      );
      const known = next.get(type.mentorId);
      if (first && (!known || first < known)) next.set(type.mentorId, first);
    }
    return next;
  }

  /** Mentors' zones, weekly hours, and the overrides of dates near [from, to]. */
  async hours(
    manager: EntityManager,
    mentorIds: string[],
    from: Date,
    to: Date,
  ): Promise<MentorHours[]> {
    return manager.query<MentorHours[]>(
      `SELECT p.user_id AS "mentorId", p.time_zone AS "timeZone", p.active,
         (SELECT coalesce(json_agg(json_build_object('weekday', w.weekday,
            'startMinute', w.start_minute, 'endMinute', w.end_minute)), '[]')
          FROM mentor_weekly_hours w WHERE w.mentor_id = p.user_id) AS weekly,
         (SELECT coalesce(json_agg(json_build_object('date', to_char(o.date, 'YYYY-MM-DD'),
            'startMinute', o.start_minute, 'endMinute', o.end_minute)), '[]')
          FROM mentor_date_overrides o
          WHERE o.mentor_id = p.user_id AND o.date BETWEEN $2::date AND $3::date) AS overrides
       FROM mentor_profiles p WHERE p.user_id = ANY($1::uuid[])`,
      [mentorIds, iso(from.getTime() - MARGIN_MS), iso(to.getTime() + MARGIN_MS)],
    );
  }

  /** Held (unexpired) and confirmed bookings starting near [from, to], per mentor. */
  private async busy(
    manager: EntityManager,
    mentorIds: string[],
    from: Date,
    to: Date,
    now: Date,
    ignoreBookingId?: string,
  ): Promise<Map<string, BusyTime[]>> {
    const rows = await manager.query<(BusyTime & { mentorId: string })[]>(
      `SELECT mentor_id AS "mentorId", blocked_from AS "blockedFrom",
         blocked_until AS "blockedUntil", starts_at AS "startsAt"
       FROM bookings
       WHERE mentor_id = ANY($1::uuid[]) AND starts_at >= $2 AND starts_at < $3
         AND (status = 'confirmed' OR (status = 'held' AND (hold_expires_at IS NULL OR hold_expires_at >= $4)))
         AND ($5::uuid IS NULL OR id <> $5::uuid)`,
      [
        mentorIds,
        new Date(from.getTime() - MARGIN_MS),
        new Date(to.getTime() + MARGIN_MS),
        now,
        ignoreBookingId ?? null,
      ],
    );
    const busy = new Map<string, BusyTime[]>();
    for (const row of rows) {
      const list = busy.get(row.mentorId) ?? [];
      list.push(row);
      busy.set(row.mentorId, list);
    }
    return busy;
  }
}
