import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '../../components/MountWhenOpened';
import { useCourseReviewsQuery } from './reviews.generated';
import { useAuth } from '../auth/authContext';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from './i18n';
import { ReviewBody } from './ReviewBody';

export const REVIEWS_PAGE_SIZE = 5;

const ReportReviewDialog = lazy(() => import('./ReportReviewDialog'));

/** A course's written reviews, newest first, a page at a time. Text only: never read as HTML. */
export function ReviewList({ courseId }: { courseId: string }) {
  const t = useT();
  const { data, error, loading, fetchMore } = useCourseReviewsQuery({
    variables: { id: courseId, first: REVIEWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reviews = data?.course.reviews;
  const signedIn = useAuth().user !== null;
  const [reporting, setReporting] = useState<{ id: string; reviewerName: string } | null>(null);

  if (!reviews) {
    if (error)
      return <Text color="fg.error">{errorMessage(error, t('courses.reviews.loadError'))}</Text>;
    return <Text color="fg.muted">{t('courses.reviews.loading')}</Text>;
  }
  if (reviews.nodes.length === 0) return <Text color="fg.muted">{t('courses.reviews.none')}</Text>;

  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" listStyle="none" aria-label={t('courses.reviews.label')}>
        {reviews.nodes.map((review) => (
          <Box as="li" key={review.id} borderBottomWidth="1px" pb="4" data-testid="review">
            <ReviewBody review={review} />
            {signedIn && (
              <Button
                size="xs"
                variant="plain"
                color="fg.muted"
                px="0"
                aria-label={t('courses.reviews.reportLabel', { name: review.reviewerName })}
                onClick={() => setReporting(review)}
              >
                {t('courses.reviews.report')}
              </Button>
            )}
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
          {t('courses.reviews.showMore')}
        </Button>
      )}
      {error && <Text color="fg.error">{errorMessage(error, t('courses.reviews.moreError'))}</Text>}
      <MountWhenOpened open={reporting !== null}>
        <ReportReviewDialog review={reporting} onClose={() => setReporting(null)} />
      </MountWhenOpened>
    </Stack>
  );
}
