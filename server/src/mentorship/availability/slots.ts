import { DateTime } from 'luxon';

/** A mentor's rules for one session type, as the slot engine reads them. Minutes are wall-clock minutes after midnight in `timeZone`. */
export interface SlotRules {
  timeZone: string;
  weekly: { weekday: number; startMinute: number; endMinute: number }[];
  /** A date's rows replace its weekly hours; a row with null times is a day off. */
  overrides: { date: string; startMinute: number | null; endMinute: number | null }[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  dailyLimit: number | null;
}

/** A held or confirmed booking of the mentor's, of any session type. */
export interface BusyTime {
  blockedFrom: Date;
  blockedUntil: Date;
  startsAt: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Range {
  from: number;
  until: number;
}

/**
 * The instant of `minute` after midnight of `date` (a start of day in the mentor's zone). A wall
 * time in the spring-forward gap does not exist: luxon moves it forward, and `exists` is false. An
 * ambiguous one (fall-back) gets the earlier instant.
 */
function wallTime(date: DateTime, minute: number): { at: number; exists: boolean } {
  if (minute === 1440)
    return { at: date.plus({ days: 1 }).startOf('day').toMillis(), exists: true };
  const [hour, min] = [Math.floor(minute / 60), minute % 60];
  const at = date.set({ hour, minute: min, second: 0, millisecond: 0 });
  return { at: at.toMillis(), exists: at.hour === hour && at.minute === min };
}

/** The hours of one mentor-local date as instants, with its slot grid (starts each `durationMinutes` from a range's start). */
function dayPlan(rules: SlotRules, date: DateTime): { ranges: Range[]; grid: number[] } {
  const iso = date.toISODate();
  const own = rules.overrides.filter((o) => o.date === iso);
  const hours = own.length
    ? own.flatMap((o) =>
        o.startMinute === null || o.endMinute === null
          ? []
          : [{ startMinute: o.startMinute, endMinute: o.endMinute }],
      )
    : rules.weekly.filter((w) => w.weekday === date.weekday);
  const ranges: Range[] = [];
  const grid: number[] = [];
  const length = rules.durationMinutes * MINUTE;
  for (const h of hours) {
    const range = { from: wallTime(date, h.startMinute).at, until: wallTime(date, h.endMinute).at };
    if (range.from >= range.until) continue;
    ranges.push(range);
    for (
      let m = h.startMinute;
      m + rules.durationMinutes <= h.endMinute;
      m += rules.durationMinutes
    ) {
      const start = wallTime(date, m);
      // The session itself lies inside the hours (buffers may reach outside them).
      if (start.exists && start.at + length <= range.until) grid.push(start.at);
    }
  }
  return { ranges, grid: grid.sort((a, b) => a - b) };
}

const localDate = (zone: string, at: number) => DateTime.fromMillis(at, { zone }).startOf('day');

/** How long the notice is, in the largest whole unit, for its message. */
function noticeRefusal(minutes: number): string {
  if (minutes >= 2880 && minutes % 1440 === 0)
    return `That time is too soon: book at least ${minutes / 1440} days ahead.`;
  if (minutes >= 120 && minutes % 60 === 0)
    return `That time is too soon: book at least ${minutes / 60} hours ahead.`;
  return `That time is too soon: book at least ${minutes} minutes ahead.`;
}

/**
 * Why a grid start cannot be booked (notice, window, overlap, daily limit), or null. The one place
 * these rules live: openSlots and slotRefusal both ask it.
 */
function ruleRefusal(
  rules: SlotRules,
  busy: BusyTime[],
  perDay: Map<string, number>,
  start: number,
  now: number,
): string | null {
  if (start < now + rules.minNoticeMinutes * MINUTE) return noticeRefusal(rules.minNoticeMinutes);
  if (start > now + rules.bookingWindowDays * DAY)
    return `That time is further ahead than the mentor takes bookings (${rules.bookingWindowDays} days).`;
  const from = start - rules.bufferBeforeMinutes * MINUTE;
  const until = start + (rules.durationMinutes + rules.bufferAfterMinutes) * MINUTE;
  if (busy.some((b) => b.blockedFrom.getTime() < until && from < b.blockedUntil.getTime()))
    return 'That time is already taken.';
  const day = localDate(rules.timeZone, start).toISODate() ?? '';
  if (rules.dailyLimit !== null && (perDay.get(day) ?? 0) >= rules.dailyLimit)
    return 'The mentor has no more sessions free that day.';
  return null;
}

/** Busy starts per mentor-local date, for the daily limit. */
function startsPerDay(rules: SlotRules, busy: BusyTime[]): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const b of busy) {
    const day = localDate(rules.timeZone, b.startsAt.getTime()).toISODate() ?? '';
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return perDay;
}

/**
 * The bookable slot starts in [from, to), ascending. Each mentor-local day's ranges give a grid
 * stepping by the session's length from the range's start, in wall-clock time: 09:00 London stays
 * 09:00 across a DST change; a start in the spring-forward gap gives no slot, an ambiguous one
 * (fall-back) takes the earlier instant. A slot's session lies inside the hours; its buffers may
 * reach outside them but must not overlap another booking's blocked time.
 */
export function openSlots(
  rules: SlotRules,
  busy: BusyTime[],
  from: Date,
  to: Date,
  now: Date,
): Date[] {
  const perDay = startsPerDay(rules, busy);
  const [start, end] = [from.getTime(), to.getTime()];
  const slots: Date[] = [];
  const last = localDate(rules.timeZone, end);
  for (let day = localDate(rules.timeZone, start); day <= last; day = day.plus({ days: 1 })) {
    for (const at of dayPlan(rules, day).grid) {
      if (at < start || at >= end) continue;
      if (ruleRefusal(rules, busy, perDay, at, now.getTime()) === null) slots.push(new Date(at));
    }
  }
  return slots;
}

/** Why `startsAt` is not bookable under these rules, or null when it is. */
export function slotRefusal(
  rules: SlotRules,
  busy: BusyTime[],
  startsAt: Date,
  now: Date,
): string | null {
  const start = startsAt.getTime();
  const { ranges, grid } = dayPlan(rules, localDate(rules.timeZone, start));
  const end = start + rules.durationMinutes * MINUTE;
  if (!ranges.some((r) => r.from <= start && end <= r.until))
    return "That time is outside the mentor's hours.";
  if (!grid.includes(start))
    return 'That time does not start a slot: choose one of the times offered.';
  return ruleRefusal(rules, busy, startsPerDay(rules, busy), start, now.getTime());
}
