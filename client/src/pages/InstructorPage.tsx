import { useParams } from 'react-router-dom';
import { CourseNotFound } from '../components/CourseNotFound';
import { InstructorProfileView } from '../features/discovery/InstructorProfileView';
import { InstructorSkeleton } from '../features/discovery/InstructorSkeleton';
import { useInstructorProfileQuery } from '../features/discovery/instructor.generated';
import { errorMessage } from '../lib/errorMessage';
import { hasErrorCode } from '../lib/graphqlErrors';
import { usePageTitle } from '../lib/usePageTitle';

/** /instructor/{id}: who teaches, their figures and their published courses. */
export default function InstructorPage() {
  const id = useParams().id ?? '';
  const { data, error } = useInstructorProfileQuery({
    variables: { id },
    fetchPolicy: 'cache-first',
  });
  const notFound = hasErrorCode(error, 'NOT_FOUND', 'BAD_USER_INPUT');
  usePageTitle(
    data?.instructor.name ??
      (error ? (notFound ? 'Instructor not found' : 'Could not load this instructor') : undefined),
  );

  if (data) return <InstructorProfileView key={data.instructor.id} instructor={data.instructor} />;
  if (error)
    return notFound ? (
      <CourseNotFound
        title="Instructor not found"
        message="There is no instructor with published courses at this address."
      />
    ) : (
      <CourseNotFound
        title="Could not load this instructor"
        message={errorMessage(error, 'Could not load this instructor')}
      />
    );
  return <InstructorSkeleton />;
}
