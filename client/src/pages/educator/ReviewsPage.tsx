import { NetworkStatus } from '@apollo/client';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { EducatorReviewList } from '../../features/educator/reviews/EducatorReviewList';
import { EmptyView, ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import { useEducatorReviewsQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export const EDUCATOR_REVIEWS_PAGE_SIZE = 10;

export default function ReviewsPage() {
  const t = useT();
  usePageTitle(t('educator.reviews.title'));
  const { data, error, refetch, fetchMore, networkStatus } = useEducatorReviewsQuery({
    variables: { first: EDUCATOR_REVIEWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  function showMore() {
    fetchMore({ variables: { after: data?.educatorReviews.pageInfo.endCursor } }).catch(
      (moreError: unknown) =>
        showToast('error', errorMessage(moreError, t('educator.reviews.moreError'))),
    );
  }

  return (
    <EducatorPage title={t('educator.reviews.title')} intro={t('educator.reviews.intro')}>
      {data ? (
        data.educatorReviews.nodes.length === 0 ? (
          <EmptyView
            title={t('educator.reviews.emptyTitle')}
            description={t('educator.reviews.emptyText')}
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
          message={errorMessage(error, t('educator.reviews.loadError'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label={t('educator.reviews.loading')} />
      )}
    </EducatorPage>
  );
}
