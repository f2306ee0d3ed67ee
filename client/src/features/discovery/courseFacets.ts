import { useCourseFacetsQuery, type CourseFacetsQuery } from '../../generated/discovery';
import type { DurationBucket, PriceFilter } from '../../generated/graphql';
import { COURSE_LEVEL_LABELS } from '../courses/courseLevel';
import { courseFilter, type CourseListState } from '../courses/courseListState';

export type Facets = CourseFacetsQuery['courses']['facets'];

export const PRICE_LABELS: Record<PriceFilter, string> = { FREE: 'Free', PAID: 'Paid' };

/** As the server labels its facets (course-search.service.ts), for chips shown before they load. */
export const DURATION_LABELS: Record<DurationBucket, string> = {
  UP_TO_1_HOUR: '0-1 hour',
  ONE_TO_3_HOURS: '1-3 hours',
  THREE_TO_6_HOURS: '3-6 hours',
  SIX_TO_17_HOURS: '6-17 hours',
  OVER_17_HOURS: '17+ hours',
};

export const LEVEL_LABELS = COURSE_LEVEL_LABELS;

export const ratingLabel = (rating: number) => `${rating} & up`;

/**
 * The facet counts for `state` under `search` (the category page fixes its category), and how
 * many courses that would show. While new counts load the previous ones stay.
 */
export function useCourseFacets(search: string, state: CourseListState, fixedCategory?: string) {
  const { data, previousData, loading, error } = useCourseFacetsQuery({
    variables: { search: search || undefined, filter: courseFilter(state, fixedCategory) },
  });
  const shown = data ?? previousData;
  return {
    facets: shown?.courses.facets,
    totalCount: data?.courses.totalCount,
    loading: loading && !shown,
    error,
  };
}

/** The name to show for a category slug: its facet's label, else the slug itself. */
export function categoryLabel(facets: Facets | undefined, slug: string): string {
  return facets?.categories.find((option) => option.value === slug)?.label ?? slug;
}
