import { PageSpinner } from '../../components/PageSpinner';
import { DashboardView } from '../../features/educator/dashboard/DashboardView';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
import { useEducatorDashboardQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, error, refetch } = useEducatorDashboardQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EducatorPage title="Dashboard">
      {data ? (
        <DashboardView dashboard={data.educatorDashboard} />
      ) : error ? (
        <ErrorView
          message={errorMessage(error, 'The dashboard could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label="Loading dashboard" />
      )}
    </EducatorPage>
  );
}
