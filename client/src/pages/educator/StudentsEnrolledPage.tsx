import { PageSpinner } from '../../components/PageSpinner';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { EnrolledStudentsTable } from '../../features/educator/EnrolledStudentsTable';
import { EmptyView, ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import { useEnrolledStudentsQuery } from '../../features/educator/educator.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function StudentsEnrolledPage() {
  const t = useT();
  usePageTitle(t('educator.students.pageTitle'));
  const { data, error, refetch } = useEnrolledStudentsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <EducatorPage title={t('educator.students.title')}>
      {data ? (
        data.enrolledStudents.length === 0 ? (
          <EmptyView
            title={t('educator.students.emptyTitle')}
            description={t('educator.students.emptyText')}
          />
        ) : (
          <EnrolledStudentsTable
            label={t('educator.students.title')}
            rows={data.enrolledStudents}
            numbered
          />
        )
      ) : error ? (
        <ErrorView
          message={errorMessage(error, t('educator.students.loadError'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <PageSpinner label={t('educator.students.loading')} />
      )}
    </EducatorPage>
  );
}
