import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { EducatorReviewsQuery } from '../educator.generated';
import { ReviewBody } from '../../courses/ReviewBody';
import { ReviewReplyEditor } from './ReviewReplyEditor';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';

type EducatorReviewPage = EducatorReviewsQuery['educatorReviews'];

interface EducatorReviewListProps {
  page: EducatorReviewPage;
  loadingMore: boolean;
  onShowMore: () => void;
}

/** Reviews of the educator's courses as cards (one column on phones), newest first, each with its reply. */
export function EducatorReviewList({ page, loadingMore, onShowMore }: EducatorReviewListProps) {
  const t = useT();
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {t('educator.reviews.count', {
          count: page.totalCount,
          n: formatCount(page.totalCount),
        })}
      </Text>
      <Stack as="ul" gap="3" listStyle="none" aria-label={t('educator.reviews.listLabel')}>
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
          {t('educator.reviews.showMore')}
        </Button>
      )}
    </Stack>
  );
}
