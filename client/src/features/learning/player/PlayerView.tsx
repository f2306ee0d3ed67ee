import { Alert, Container } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useCourseProgressQuery, usePlayerCourseQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { CourseNotFound } from '../../../components/CourseNotFound';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { NotEnrolledNotice } from './NotEnrolledNotice';
import { PlayerLayout } from './PlayerLayout';

/**
 * /player/{courseId}: loads the course and the learner's progress, then the player; or a notice
 * when the course is unknown or the viewer is not enrolled.
 */
export function PlayerView({ courseId }: { courseId: string }) {
  // Lecture links and the viewer's fields depend on enrolment: refresh what the cache holds.
  const course = usePlayerCourseQuery({
    variables: { id: courseId },
    fetchPolicy: 'cache-and-network',
  });
  const progress = useCourseProgressQuery({
    variables: { courseId },
    fetchPolicy: 'cache-and-network',
  });
  // The tab is named after the course once it has loaded.
  usePageTitle(course.data?.course.courseTitle);

  if (course.data) {
    const enrolled =
      course.data.course.viewerIsEnrolled &&
      !hasErrorCode(progress.error, 'FORBIDDEN', 'NOT_FOUND');
    // A cached "not enrolled" may be stale (the viewer may have just enrolled): wait for the server.
    if (!enrolled && course.loading) return <PageSpinner label="Loading course" />;
    if (!enrolled) return <NotEnrolledNotice courseId={courseId} />;
    return (
      <PlayerLayout
        course={course.data.course}
        progress={progress.data?.courseProgress}
        progressError={
          progress.error && errorMessage(progress.error, 'Could not load your progress')
        }
        progressSettled={!progress.loading}
      />
    );
  }
  if (course.error) {
    if (hasErrorCode(course.error, 'NOT_FOUND')) return <CourseNotFound />;
    if (hasErrorCode(course.error, 'FORBIDDEN')) return <NotEnrolledNotice courseId={courseId} />;
    return (
      <Container maxW="3xl" py="12">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Could not load this course</Alert.Title>
            <Alert.Description>
              {errorMessage(course.error, 'Something went wrong')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Container>
    );
  }
  return <PageSpinner label="Loading course" />;
}
