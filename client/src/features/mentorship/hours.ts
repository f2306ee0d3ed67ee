import { fromPaise, toPaise } from '../../../../shared/money';
import { t } from './i18n';

/**
 * The Mentoring page's hours and prices as typed, checked before they are sent: the same rules the
 * server keeps (it checks again and its message is shown), caught here with the field's name.
 */

export interface TimeRange {
  start: string;
  end: string;
}

/** ISO weekdays, 1 Monday to 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export type WeekHours = Record<number, TimeRange[]>;

export interface DateOverride {
  date: string;
  /** Empty: a day off. */
  hours: TimeRange[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "09:30" -> 570; "24:00" -> 1440; null for anything else. */
export function minuteOf(time: string): number | null {
  if (time === '24:00') return 1440;
  if (!TIME.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}

/**
 * What is wrong with one day's ranges, in the active language; null when they are fine. `day`
 * names the day in the message ("Monday", or a date).
 */
export function rangesProblem(ranges: readonly TimeRange[], day: string): string | null {
  const parsed = [];
  for (const range of ranges) {
    const start = minuteOf(range.start);
    const end = minuteOf(range.end);
    if (start === null || end === null) return t('mentorship.hours.badTime', { day });
    if (start >= end)
      return t('mentorship.hours.endBeforeStart', { day, start: range.start, end: range.end });
    parsed.push({ start, end, range });
  }
  parsed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < parsed.length; i++)
    if (parsed[i].start < parsed[i - 1].end)
      return t('mentorship.hours.overlap', {
        day,
        first: `${parsed[i - 1].range.start}–${parsed[i - 1].range.end}`,
        second: `${parsed[i].range.start}–${parsed[i].range.end}`,
      });
  return null;
}

/** The problems of a week and its overrides, by field key ('weekday-1', 'override-0', 'override-date-0'). */
export function hoursProblems(
  week: WeekHours,
  overrides: readonly DateOverride[],
  dayName: (weekday: number) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const weekday of WEEKDAYS) {
    const problem = rangesProblem(week[weekday] ?? [], dayName(weekday));
    if (problem) problems[`weekday-${weekday}`] = problem;
  }
  const seen = new Set<string>();
  overrides.forEach((override, i) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(override.date))
      problems[`override-date-${i}`] = t('mentorship.overrides.dateRequired');
    else if (seen.has(override.date))
      problems[`override-date-${i}`] = t('mentorship.overrides.duplicate', { date: override.date });
    seen.add(override.date);
    const problem = rangesProblem(override.hours, override.date);
    if (problem) problems[`override-${i}`] = problem;
  });
  return problems;
}

/** A week as setAvailability takes it: one row per range, in weekday order. */
export function weeklyInput(week: WeekHours) {
  return WEEKDAYS.flatMap((weekday) =>
    (week[weekday] ?? []).map(({ start, end }) => ({ weekday, start, end })),
  );
}

/** The rows myAvailability answers, as a week of ranges. */
export function weekFrom(
  rows: readonly { weekday: number; start: string; end: string }[],
): WeekHours {
  const week: WeekHours = {};
  for (const weekday of WEEKDAYS) week[weekday] = [];
  for (const { weekday, start, end } of rows) week[weekday].push({ start, end });
  return week;
}

/** Rupees as typed ("499", "1499.50") to whole paise, exactly; null when not an amount. */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return toPaise(Number(trimmed));
}

/** Paise as the price field shows them: 49900 -> "499", 149950 -> "1499.50". */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(fromPaise(paise)) : fromPaise(paise).toFixed(2);
}
