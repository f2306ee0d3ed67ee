import { DateTime } from 'luxon';
import type { MentorHours } from '../availability/mentor-slots';

const MINUTE = 60_000;

/** The instant of `minute` after midnight of the mentor-local `day` (24:00 is the next midnight). */
function at(day: DateTime, minute: number): number {
  if (minute === 1440) return day.plus({ days: 1 }).startOf('day').toMillis();
  return day.set({ hour: Math.floor(minute / 60), minute: minute % 60 }).toMillis();
}

/**
 * Minutes of the mentor's hours inside [from, to): each mentor-local date's ranges (its date
 * overrides if it has any, else its weekday's weekly hours, as the slot engine reads them), in
 * wall-clock time of their zone, cut at the window's ends.
 */
export function offeredMinutes(hours: MentorHours, from: Date, to: Date): number {
  const [start, end] = [from.getTime(), to.getTime()];
  const zone = hours.timeZone;
  let total = 0;
  const last = DateTime.fromMillis(end, { zone }).startOf('day');
  for (
    let day = DateTime.fromMillis(start, { zone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    const date = day.toISODate();
    const own = hours.overrides.filter((o) => o.date === date);
    const ranges = own.length
      ? own.flatMap((o) =>
          o.startMinute === null || o.endMinute === null
            ? []
            : [{ startMinute: o.startMinute, endMinute: o.endMinute }],
        )
      : hours.weekly.filter((w) => w.weekday === day.weekday);
    for (const r of ranges) {
      const from = Math.max(start, at(day, r.startMinute));
      const until = Math.min(end, at(day, r.endMinute));
      if (until > from) total += (until - from) / MINUTE;
    }
  }
  return Math.round(total);
}
