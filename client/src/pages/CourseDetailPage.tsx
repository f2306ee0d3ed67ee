import { useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { CourseDetailView } from '../features/courses/CourseDetailView';
import { CourseNotFound } from '../components/CourseNotFound';
import { useCourseDetailQuery } from '../generated/graphql';
import { errorMessage } from '../lib/errorMessage';
import { hasErrorCode } from '../lib/graphqlErrors';

/** /course/{id}: one course with its chapters, free previews and price card. */
export default function CourseDetailPage() {
  const id = useParams().id ?? '';
  // Lecture links depend on who is looking (enrolled or not), so refresh what the cache holds.
  const { data, error } = useCourseDetailQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });

  if (data) return <CourseDetailView key={data.course.id} course={data.course} />;
  if (error)
    return hasErrorCode(error, 'NOT_FOUND') ? (
      <CourseNotFound />
    ) : (
      <CourseNotFound
        title="Could not load this course"
        message={errorMessage(error, 'Could not load this course')}
      />
    );
  return <PageSpinner label="Loading course" />;
}
