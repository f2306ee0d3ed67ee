import type { CoursesQuery } from '../courses/courses.generated';
import type { DurationBucket, PriceFilter } from '../../generated/types';
import { formatMoney } from '../../lib/format';

/** The filters' counts, which the course list's first page asks for with its courses. */
export type Facets = NonNullable<CoursesQuery['courses']['facets']>;

export const PRICE_LABELS: Record<PriceFilter, string> = { FREE: 'Free', PAID: 'Paid' };

/** As the server labels its facets (course-search.service.ts), for chips shown before they load. */
export const DURATION_LABELS: Record<DurationBucket, string> = {
  UP_TO_1_HOUR: '0-1 hour',
  ONE_TO_3_HOURS: '1-3 hours',
  THREE_TO_6_HOURS: '3-6 hours',
  SIX_TO_17_HOURS: '6-17 hours',
  OVER_17_HOURS: '17+ hours',
};

export const ratingLabel = (rating: number) => `${rating} & up`;

/** The chips of a price range: "Min ₹500", "Max ₹2,000.00". */
export const minPriceLabel = (amount: number, currency: string) =>
  `Min ${formatMoney(amount, currency)}`;
export const maxPriceLabel = (amount: number, currency: string) =>
  `Max ${formatMoney(amount, currency)}`;

/**
 * The counts a course list answer carries (`withFacets`); while the next answer loads, the
 * previous one's stay.
 */
export function facetsOf(result: {
  data?: CoursesQuery;
  previousData?: CoursesQuery;
}): Facets | undefined {
  return (result.data?.courses.facets ?? result.previousData?.courses.facets) || undefined;
}

/** The name to show for a category slug: its facet's label, else the slug itself. */
export function categoryLabel(facets: Facets | undefined, slug: string): string {
  return facets?.categories.find((option) => option.value === slug)?.label ?? slug;
}
