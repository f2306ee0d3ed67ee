import { PageSpinner } from '../../components/PageSpinner';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { MyCoursesView } from '../../features/educator/myCourses/MyCoursesView';
import { ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import { useEducatorCoursesQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function MyCoursesPage() {
  const t = useT();
  usePageTitle(t('educator.myCourses.pageTitle'));
  const { data, error, refetch } = useEducatorCoursesQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EducatorPage title={t('educator.myCourses.title')}>
      {data ? (
        <MyCoursesView courses={data.educatorCourses} />
      ) : error ? (
        <ErrorView
          message={errorMessage(error, t('educator.myCourses.loadError'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label={t('educator.myCourses.loading')} />
      )}
    </EducatorPage>
  );
}
