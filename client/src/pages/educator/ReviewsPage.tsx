import { NetworkStatus } from '@apollo/client';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { EducatorReviewList } from '../../features/educator/reviews/EducatorReviewList';
import { EmptyView, ErrorView } from '../../features/educator/StatusViews';
import { useEducatorReviewsQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export const EDUCATOR_REVIEWS_PAGE_SIZE = 10;

export default function ReviewsPage() {
  usePageTitle('Reviews');
  const { data, error, refetch, fetchMore, networkStatus } = useEducatorReviewsQuery({
    variables: { first: EDUCATOR_REVIEWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  function showMore() {
    fetchMore({ variables: { after: data?.educatorReviews.pageInfo.endCursor } }).catch(
      (moreError: unknown) =>
        showToast('error', errorMessage(moreError, 'More reviews could not be loaded')),
    );
  }

  return (
    <EducatorPage title="Reviews" intro="What learners wrote about your courses.">
      {data ? (
        data.educatorReviews.nodes.length === 0 ? (
          <EmptyView
            title="No reviews yet"
            description="When learners write a review of one of your courses, it is listed here, newest first."
          />
        ) : (
          <EducatorReviewList
            page={data.educatorReviews}
            loadingMore={networkStatus === NetworkStatus.fetchMore}
            onShowMore={showMore}
          />
        )
      ) : error ? (
        <ErrorView
          message={errorMessage(error, 'Reviews could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label="Loading reviews" />
      )}
    </EducatorPage>
  );
}
