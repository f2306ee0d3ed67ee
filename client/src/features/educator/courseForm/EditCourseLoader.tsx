import { PageSpinner } from '../../../components/PageSpinner';
import { useEditableCourseQuery } from '../educator.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { useAuth } from '../../auth/authContext';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { CourseStatusBar } from '../publishing/CourseStatusBar';
import { ErrorView } from '../StatusViews';
import { CourseNotFoundView } from './CourseNotFoundView';
import { EditCourseForm } from './EditCourseForm';
import { useT } from '../courseEditor.i18n';

/**
 * Loads `course(id)` fresh and shows the Edit Course form, or 'Course not found' when the
 * course does not exist or is not the signed-in educator's (admins may edit any).
 */
export function EditCourseLoader({ id }: { id: string }) {
  const t = useT();
  const { user } = useAuth();
  const { data, error, refetch } = useEditableCourseQuery({
    variables: { id },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const course = data?.course;

  if (course && user) {
    // course(id) is public, so ownership is checked here; the server checks it again on update.
    const editable = course.educator.id === user.id || user.role === 'ADMIN';
    if (!editable) return <CourseNotFoundView />;
    return (
      <>
        <CourseStatusBar course={course} />
        <EditCourseForm key={course.id} course={course} />
      </>
    );
  }
  if (hasErrorCode(error, 'NOT_FOUND', 'BAD_USER_INPUT')) {
    return <CourseNotFoundView />;
  }
  if (error) {
    return (
      <ErrorView
        message={errorMessage(error, t('courseEditor.form.loadFailed'))}
        onRetry={() => void refetch()}
      />
    );
  }
  return <PageSpinner label={t('courseEditor.form.loading')} />;
}
