import { useRateCourseMutation } from './playerActions.generated';

/**
 * The rateCourse mutation, with the course's cached rating fields brought up to date. The
 * breakdown and the reviews list are dropped so the course page loads them afresh.
 */
export function useRateCourse(courseId: string) {
  return useRateCourseMutation({
    update(cache, { data }) {
      if (!data) return;
      const { rating, review, averageRating, ratingCount } = data.rateCourse;
      const id = cache.identify({ __typename: 'Course', id: courseId });
      cache.modify({
        id,
        fields: {
          viewerRating: () => rating,
          viewerReview: () => review ?? null,
          averageRating: () => averageRating,
          ratingCount: () => ratingCount,
        },
      });
      cache.evict({ id, fieldName: 'ratingBreakdown' });
      cache.evict({ id, fieldName: 'reviews' });
    },
  });
}
