import { analyticsRangeProblem } from '../../../../../shared/analytics-range';
import type { AnalyticsGranularity } from '../../../generated/types';

const DAY_MS = 86_400_000;

export const RANGE_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
  { days: 730, label: 'Last 2 years' },
] as const;

export const GRANULARITY_LABELS: Record<AnalyticsGranularity, string> = {
  DAY: 'By day',
  WEEK: 'By week',
  MONTH: 'By month',
};

/** The last `days` whole UTC days, today included (the server buckets by UTC day). */
export function rangeOf(days: number, now = new Date()): { from: string; to: string } {
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { from: new Date(to - days * DAY_MS).toISOString(), to: new Date(to).toISOString() };
}

/** `YYYY-MM-DD` of an instant's UTC day (a date input's value). */
export const utcDate = (iso: string) => iso.slice(0, 10);

/**
 * The whole UTC days from `fromDay` to `toDay` (date input values, both included) as a range, or
 * the problem with them, said of the end date.
 */
export function customRange(
  fromDay: string,
  toDay: string,
): { range: { from: string; to: string }; problem: null } | { range: null; problem: string } {
  const from = new Date(`${fromDay}T00:00:00.000Z`);
  const last = new Date(`${toDay}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime()))
    return { range: null, problem: 'Choose a start and an end date' };
  const to = new Date(last.getTime() + DAY_MS);
  const problem = analyticsRangeProblem(from, to);
  return problem
    ? { range: null, problem }
    : { range: { from: from.toISOString(), to: to.toISOString() }, problem: null };
}

const formats: Record<AnalyticsGranularity, Intl.DateTimeFormat> = {
  DAY: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  WEEK: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  MONTH: new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** A bucket's start as its label: "4 Mar", "Week of 4 Mar", "Mar 2025". */
export function periodLabel(iso: string, granularity: AnalyticsGranularity): string {
  const text = formats[granularity].format(new Date(iso));
  return granularity === 'WEEK' ? `Week of ${text}` : text;
}

/** A share (0–1) as a percentage; "–" when there is none. */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '–' : `${Math.round(share * 1000) / 10}%`;
}
