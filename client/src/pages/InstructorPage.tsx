import { useParams } from 'react-router-dom';
import { CourseNotFound } from '../components/CourseNotFound';
import { InstructorProfileView } from '../features/discovery/InstructorProfileView';
import { InstructorSkeleton } from '../features/discovery/InstructorSkeleton';
import { useInstructorProfileQuery } from '../features/discovery/instructor.generated';
import { errorMessage } from '../lib/errorMessage';
import { hasErrorCode } from '../lib/graphqlErrors';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from './i18n';

/** /instructor/{id}: who teaches, their figures and their published courses. */
export default function InstructorPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const { data, error } = useInstructorProfileQuery({
    variables: { id },
    fetchPolicy: 'cache-first',
  });
  const notFound = hasErrorCode(error, 'NOT_FOUND', 'BAD_USER_INPUT');
  usePageTitle(
    data?.instructor.name ??
      (error
        ? t(notFound ? 'pages.instructor.notFound' : 'pages.instructor.loadError')
        : undefined),
  );

  if (data) return <InstructorProfileView key={data.instructor.id} instructor={data.instructor} />;
  if (error)
    return notFound ? (
      <CourseNotFound
        title={t('pages.instructor.notFound')}
        message={t('pages.instructor.notFoundText')}
      />
    ) : (
      <CourseNotFound
        title={t('pages.instructor.loadError')}
        message={errorMessage(error, t('pages.instructor.loadError'))}
      />
    );
  return <InstructorSkeleton />;
}
