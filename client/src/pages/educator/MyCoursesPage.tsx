import { PageSpinner } from '../../components/PageSpinner';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { MyCoursesView } from '../../features/educator/myCourses/MyCoursesView';
import { ErrorView } from '../../features/educator/StatusViews';
import { useEducatorCoursesQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function MyCoursesPage() {
  usePageTitle('My courses');
  const { data, error, refetch } = useEducatorCoursesQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EducatorPage title="My Courses">
      {data ? (
        <MyCoursesView courses={data.educatorCourses} />
      ) : error ? (
        <ErrorView
          message={errorMessage(error, 'Your courses could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label="Loading your courses" />
      )}
    </EducatorPage>
  );
}
