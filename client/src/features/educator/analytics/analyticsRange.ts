import {
  ANALYTICS_MAX_RANGE_DAYS,
  analyticsRangeIssue,
  type AnalyticsRangeIssue,
} from '../../../../../shared/analytics-range';
import type { AnalyticsGranularity } from '../../../generated/types';
import { formatCount, formatUtcPeriod } from '../../../lib/format';
import { t, type EducatorMessage } from '../i18n';

const DAY_MS = 86_400_000;

export const RANGE_PRESETS: readonly { days: number; labelId: EducatorMessage }[] = [
  { days: 7, labelId: 'educator.analytics.last7' },
  { days: 30, labelId: 'educator.analytics.last30' },
  { days: 90, labelId: 'educator.analytics.last90' },
  { days: 365, labelId: 'educator.analytics.last12Months' },
  { days: 730, labelId: 'educator.analytics.last2Years' },
];

export const GRANULARITY_LABELS: Record<AnalyticsGranularity, EducatorMessage> = {
  DAY: 'educator.analytics.byDay',
  WEEK: 'educator.analytics.byWeek',
  MONTH: 'educator.analytics.byMonth',
};

/** The last `days` whole UTC days, today included (the server buckets by UTC day). */
export function rangeOf(days: number, now = new Date()): { from: string; to: string } {
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { from: new Date(to - days * DAY_MS).toISOString(), to: new Date(to).toISOString() };
}

/** `YYYY-MM-DD` of an instant's UTC day (a date input's value). */
export const utcDate = (iso: string) => iso.slice(0, 10);

/** Why custom dates are no range analytics answer for. */
export type RangeProblem = 'NO_DATES' | AnalyticsRangeIssue;

/**
 * The whole UTC days from `fromDay` to `toDay` (date input values, both included) as a range, or
 * the problem with them (said of the end date: `rangeProblemText`).
 */
export function customRange(
  fromDay: string,
  toDay: string,
): { range: { from: string; to: string }; problem: null } | { range: null; problem: RangeProblem } {
  const from = new Date(`${fromDay}T00:00:00.000Z`);
  const last = new Date(`${toDay}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime()))
    return { range: null, problem: 'NO_DATES' };
  const to = new Date(last.getTime() + DAY_MS);
  const problem = analyticsRangeIssue(from, to);
  return problem
    ? { range: null, problem }
    : { range: { from: from.toISOString(), to: to.toISOString() }, problem: null };
}

/** A range problem as the end date's error, in the active language. */
export function rangeProblemText(problem: RangeProblem): string {
  if (problem === 'NO_DATES') return t('educator.analytics.chooseDates');
  if (problem === 'END_NOT_AFTER_START') return t('educator.analytics.endBeforeStart');
  return t('educator.analytics.tooLong', { days: formatCount(ANALYTICS_MAX_RANGE_DAYS) });
}

/** A bucket's start as its label: "4 Mar", "Week of 4 Mar", "Mar 2025". */
export function periodLabel(iso: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'MONTH') return formatUtcPeriod(iso, 'month');
  const day = formatUtcPeriod(iso, 'day');
  return granularity === 'WEEK' ? t('educator.analytics.weekOf', { date: day }) : day;
}

/**
 * An average of stars (0–5) to one decimal: 4.25 -> "4.3", 4 -> "4.0"; "–" when there is none. Both
 * languages write it so (Latin digits, a point), and a figure under 10 has no grouping.
 */
export function averageRating(average: number | null | undefined): string {
  return average === null || average === undefined ? '–' : average.toFixed(1);
}

/** A share (0–1) as a percentage; "–" when there is none. */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined
    ? '–'
    : `${formatCount(Math.round(share * 1000) / 10)}%`;
}
