/** The longest range analytics and the sales CSV answer for, in days. */
export const ANALYTICS_MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;

/** What can be wrong with an analytics range: a stable code, for a client to say in its language. */
export type AnalyticsRangeIssue = 'END_NOT_AFTER_START' | 'TOO_LONG';

/** The issue with an analytics range (`to` excluded); null when analytics answer for it. */
export function analyticsRangeIssue(from: Date, to: Date): AnalyticsRangeIssue | null {
  if (from >= to) return 'END_NOT_AFTER_START';
  if (to.getTime() - from.getTime() > ANALYTICS_MAX_RANGE_DAYS * DAY_MS) return 'TOO_LONG';
  return null;
}

const PROBLEMS: Record<AnalyticsRangeIssue, string> = {
  END_NOT_AFTER_START: 'End must be after the start',
  TOO_LONG: `The range must be at most 2 years (${ANALYTICS_MAX_RANGE_DAYS} days)`,
};

/**
 * What is wrong with an analytics range (`to` excluded), said of its end in English; null when
 * analytics answer for it. The server refuses by this rule and the analytics page checks by it
 * (through `analyticsRangeIssue`) before asking.
 */
export function analyticsRangeProblem(from: Date, to: Date): string | null {
  const issue = analyticsRangeIssue(from, to);
  return issue && PROBLEMS[issue];
}
