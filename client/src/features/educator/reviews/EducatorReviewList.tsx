import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { EducatorReviewsQuery } from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { RatingStars } from '../../courses/RatingStars';

type EducatorReviewPage = EducatorReviewsQuery['educatorReviews'];

interface EducatorReviewListProps {
  page: EducatorReviewPage;
  loadingMore: boolean;
  onShowMore: () => void;
}

/** Reviews of the educator's courses as cards (one column on phones), newest first. */
export function EducatorReviewList({ page, loadingMore, onShowMore }: EducatorReviewListProps) {
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {page.totalCount === 1 ? '1 review' : `${page.totalCount} reviews`}, newest first
      </Text>
      <Stack as="ul" gap="3" listStyle="none" aria-label="Reviews of your courses">
        {page.nodes.map((review) => (
          <Box
            as="li"
            key={review.id}
            borderWidth="1px"
            rounded="lg"
            bg="bg"
            p="4"
            data-testid="educator-review"
          >
            <Text fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
              {review.courseTitle}
            </Text>
            <HStack gap="3" wrap="wrap" my="1">
              <Text>{review.reviewerName}</Text>
              <RatingStars rating={review.rating} />
              <Text fontSize="sm" color="fg.muted">
                {formatDate(review.updatedAt)}
              </Text>
            </HStack>
            <Text whiteSpace="pre-line" overflowWrap="anywhere">
              {review.review}
            </Text>
          </Box>
        ))}
      </Stack>
      {page.pageInfo.hasNextPage && (
        <Button variant="outline" alignSelf="flex-start" loading={loadingMore} onClick={onShowMore}>
          Show more reviews
        </Button>
      )}
    </Stack>
  );
}
