import { PageSpinner } from '../../components/PageSpinner';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { EnrolledStudentsTable } from '../../features/educator/EnrolledStudentsTable';
import { EmptyView, ErrorView } from '../../features/educator/StatusViews';
import { useEnrolledStudentsQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function StudentsEnrolledPage() {
  usePageTitle('Students enrolled');
  const { data, error, refetch } = useEnrolledStudentsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EducatorPage title="Students Enrolled">
      {data ? (
        data.enrolledStudents.length === 0 ? (
          <EmptyView
            title="No students enrolled yet"
            description="When students enrol in your courses, they are listed here, newest first."
          />
        ) : (
          <EnrolledStudentsTable label="Students Enrolled" rows={data.enrolledStudents} numbered />
        )
      ) : error ? (
        <ErrorView
          message={errorMessage(error, 'Students could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label="Loading students" />
      )}
    </EducatorPage>
  );
}
