/** The longest range analytics and the sales CSV answer for, in days. */
export const ANALYTICS_MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;

/**
 * What is wrong with an analytics range (`to` excluded), said of its end; null when analytics answer
 * for it. The server refuses by this rule and the analytics page checks by it before asking.
 */
export function analyticsRangeProblem(from: Date, to: Date): string | null {
  if (from >= to) return 'End must be after the start';
  if (to.getTime() - from.getTime() > ANALYTICS_MAX_RANGE_DAYS * DAY_MS)
    return `The range must be at most 2 years (${ANALYTICS_MAX_RANGE_DAYS} days)`;
  return null;
}
