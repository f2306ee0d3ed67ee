import { DateTime, IANAZone } from 'luxon';
import type { Checker } from '../../common/validation';

/** What setAvailability stores: the week's ranges and each overridden date's (none: a day off). */
export interface ParsedHours {
  weekly: { weekday: number; startMinute: number; endMinute: number }[];
  overrides: { date: string; ranges: { startMinute: number; endMinute: number }[] }[];
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** "09:30" -> 570, "24:00" -> 1440; null when not a time. */
export function parseTime(text: unknown): number | null {
  const match = typeof text === 'string' ? TIME.exec(text) : null;
  if (!match) return null;
  return match[1] === undefined ? 1440 : Number(match[1]) * 60 + Number(match[2]);
}

/** 570 -> "09:30". */
export function formatTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A valid IANA zone, or a field error "Unknown time zone: X". */
export function checkZone(check: Checker, field: string, zone: unknown): string {
  const text = typeof zone === 'string' ? zone.trim() : '';
  if (!text || !IANAZone.isValidZone(text)) check.fail(field, `Unknown time zone: ${String(zone)}`);
  return text;
}

type Range = { startMinute: number; endMinute: number };

/** Parses a day's ranges and refuses bad times, empty ranges and overlaps (named by `day`). */
function dayRanges(
  check: Checker,
  field: string,
  day: string,
  input: { start: unknown; end: unknown }[],
): Range[] {
  const ranges: Range[] = [];
  for (const { start, end } of input) {
    const [from, until] = [parseTime(start), parseTime(end)];
    const bad = from === null ? start : until === null ? end : null;
    if (from === null || until === null || from === 1440) {
      check.fail(field, `${String(bad ?? start)} is not a time: use HH:MM, 00:00 to 24:00.`);
      continue;
    }
    if (from >= until)
      check.fail(field, `Hours must end after they start: ${String(start)}–${String(end)}.`);
    else ranges.push({ startMinute: from, endMinute: until });
  }
  ranges.sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < ranges.length; i++) {
    const [a, b] = [ranges[i - 1], ranges[i]];
    if (b.startMinute < a.endMinute)
      check.fail(
        field,
        `Hours overlap on ${day}: ${formatTime(a.startMinute)}–${formatTime(a.endMinute)} and ${formatTime(b.startMinute)}–${formatTime(b.endMinute)}.`,
      );
  }
  return ranges;
}

/** setAvailability's weekly hours and overrides, checked; problems go to `check`. */
export function parseHours(
  check: Checker,
  weekly: { weekday: unknown; start: unknown; end: unknown }[],
  overrides: { date: unknown; hours: { start: unknown; end: unknown }[] }[],
): ParsedHours {
  const parsed: ParsedHours = { weekly: [], overrides: [] };
  if (weekly.length > 7 * 48 || overrides.length > 400)
    check.fail('weekly', 'Too many ranges: at most 48 a day and 400 overridden dates.');
  for (let weekday = 1; weekday <= 7; weekday++) {
    const day = weekly.filter((w) => w.weekday === weekday);
    for (const range of dayRanges(check, 'weekly', WEEKDAYS[weekday - 1], day))
      parsed.weekly.push({ weekday, ...range });
  }
  if (weekly.some((w) => !(typeof w.weekday === 'number' && w.weekday >= 1 && w.weekday <= 7)))
    check.fail('weekly', 'A weekday is 1 (Monday) to 7 (Sunday).');
  const seen = new Set<string>();
  for (const { date, hours } of overrides) {
    const text = typeof date === 'string' ? date : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !DateTime.fromISO(text).isValid) {
      check.fail('overrides', `${String(date)} is not a date: use YYYY-MM-DD.`);
      continue;
    }
    if (seen.has(text)) check.fail('overrides', `The date ${text} is overridden twice.`);
    seen.add(text);
    parsed.overrides.push({ date: text, ranges: dayRanges(check, 'overrides', text, hours) });
  }
  return parsed;
}
