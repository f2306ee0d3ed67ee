import { PageSpinner } from '../../components/PageSpinner';
import { DashboardView } from '../../features/educator/dashboard/DashboardView';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import { useEducatorDashboardQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function DashboardPage() {
  const t = useT();
  usePageTitle(t('educator.dashboard.title'));
  const { data, error, refetch } = useEducatorDashboardQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EducatorPage title={t('educator.dashboard.title')}>
      {data ? (
        <DashboardView dashboard={data.educatorDashboard} />
      ) : error ? (
        <ErrorView
          message={errorMessage(error, t('educator.dashboard.loadError'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label={t('educator.dashboard.loading')} />
      )}
    </EducatorPage>
  );
}
