import type { CoursesQuery } from '../courses/courses.generated';
import type { DurationBucket, PriceFilter } from '../../generated/types';
import { formatMoney } from '../../lib/format';
import { t } from './i18n';

/** The filters' counts, which the course list's first page asks for with its courses. */
export type Facets = NonNullable<CoursesQuery['courses']['facets']>;

/**
 * The names of the fixed filter values, in the active language. The server labels its facets the
 * same way in English (course-search.service.ts); the screens use these, so they follow the choice.
 */
export const priceLabel = (price: PriceFilter) => t(`discovery.price.${price}`);
export const durationLabel = (bucket: DurationBucket) => t(`discovery.duration.${bucket}`);
export const ratingLabel = (rating: number) => t('discovery.rating.andUp', { rating });

/** The chips of a price range: "Min ₹500", "Max ₹2,000.00". */
export const minPriceLabel = (amount: number, currency: string) =>
  t('discovery.price.min', { amount: formatMoney(amount, currency) });
export const maxPriceLabel = (amount: number, currency: string) =>
  t('discovery.price.max', { amount: formatMoney(amount, currency) });

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
