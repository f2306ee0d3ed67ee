import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useCourseReviewsQuery } from '../../generated/reviews';
import { errorMessage } from '../../lib/errorMessage';
import { ReviewBody } from './ReviewBody';

export const REVIEWS_PAGE_SIZE = 5;

/** A course's written reviews, newest first, a page at a time. Text only: never read as HTML. */
export function ReviewList({ courseId }: { courseId: string }) {
  const { data, error, loading, fetchMore } = useCourseReviewsQuery({
    variables: { id: courseId, first: REVIEWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reviews = data?.course.reviews;

  if (!reviews) {
    if (error)
      return <Text color="fg.error">{errorMessage(error, 'Reviews could not be loaded')}</Text>;
    return <Text color="fg.muted">Loading reviews…</Text>;
  }
  if (reviews.nodes.length === 0) return <Text color="fg.muted">No written reviews yet.</Text>;

  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" listStyle="none" aria-label="Reviews">
        {reviews.nodes.map((review) => (
          <Box as="li" key={review.id} borderBottomWidth="1px" pb="4" data-testid="review">
            <ReviewBody review={review} />
          </Box>
        ))}
      </Stack>
      {reviews.pageInfo.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={loading}
          onClick={() =>
            void fetchMore({ variables: { after: reviews.pageInfo.endCursor } }).catch(() => {})
          }
        >
          Show more reviews
        </Button>
      )}
      {error && (
        <Text color="fg.error">{errorMessage(error, 'More reviews could not be loaded')}</Text>
      )}
    </Stack>
  );
}
