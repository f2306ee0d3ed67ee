import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { EducatorReviewsQuery } from '../educator.generated';
import { ReviewBody } from '../../courses/ReviewBody';
import { ReviewReplyEditor } from './ReviewReplyEditor';

type EducatorReviewPage = EducatorReviewsQuery['educatorReviews'];

interface EducatorReviewListProps {
  page: EducatorReviewPage;
  loadingMore: boolean;
  onShowMore: () => void;
}

/** Reviews of the educator's courses as cards (one column on phones), newest first, each with its reply. */
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
            <ReviewBody review={review} nameWeight="normal" />
            <ReviewReplyEditor
              reviewId={review.id}
              reviewerName={review.reviewerName}
              reply={review.reply?.text ?? null}
            />
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
