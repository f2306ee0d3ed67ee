import { Alert, Container } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { StudentPreviewBanner } from '../../../components/StudentPreviewBanner';
import { useCourseProgressQuery, usePlayerCourseQuery } from './player.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { CourseNotFound } from '../../../components/CourseNotFound';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { isStudentPreview, studentPreviewPath } from '../../../lib/studentPreview';
import { useLearnerRefusal } from '../../auth/useLearnerRefusal';
import { usePageTitle } from '../../../lib/usePageTitle';
import { NotEnrolledNotice } from './NotEnrolledNotice';
import { PlayerLayout } from './PlayerLayout';
import { useT } from '../i18n';

/**
 * /player/{courseId}: loads the course and the learner's progress, then the player; or a notice
 * when the course is unknown or the viewer is not enrolled. The owner or an admin previewing as a
 * student (`?preview=student`) gets every lecture, with no progress loaded or recorded.
 */
export function PlayerView({ courseId }: { courseId: string }) {
  const t = useT();
  // Lecture links and the viewer's fields depend on enrollment: refresh what the cache holds.
  const course = usePlayerCourseQuery({
    variables: { id: courseId },
    fetchPolicy: 'cache-and-network',
  });
  const refusal = useLearnerRefusal(course.data?.course.educator.id ?? '');
  const [searchParams] = useSearchParams();
  const previewAsked = isStudentPreview(searchParams);
  // A link to one lecture (a hosted lecture's watch page) opens it.
  const requestedLectureId = searchParams.get('lecture');
  const previewing = previewAsked && course.data !== undefined && refusal !== null;
  const progress = useCourseProgressQuery({
    variables: { courseId },
    fetchPolicy: 'cache-and-network',
    // The owner and admins are no learners: their progress would be refused.
    skip: previewAsked && (!course.data || refusal !== null),
  });
  // The tab is named after the course once it has loaded.
  usePageTitle(course.data?.course.courseTitle);

  if (course.data && previewing)
    return (
      <>
        <StudentPreviewBanner
          exitTo={studentPreviewPath(courseId)}
          exitLabel={t('learning.backToCoursePage')}
        />
        <PlayerLayout
          course={course.data.course}
          progress={undefined}
          progressSettled
          preview
          requestedLectureId={requestedLectureId}
        />
      </>
    );
  if (course.data) {
    const enrolled =
      course.data.course.viewerIsEnrolled &&
      !hasErrorCode(progress.error, 'FORBIDDEN', 'NOT_FOUND');
    // A cached "not enrolled" may be stale (the viewer may have just enrolled): wait for the server.
    if (!enrolled && course.loading) return <PageSpinner label={t('learning.loadingCourse')} />;
    if (!enrolled) return <NotEnrolledNotice courseId={courseId} />;
    return (
      <PlayerLayout
        course={course.data.course}
        progress={progress.data?.courseProgress}
        progressError={
          progress.error && errorMessage(progress.error, t('learning.progressLoadFailed'))
        }
        progressSettled={!progress.loading}
        requestedLectureId={requestedLectureId}
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
            <Alert.Title>{t('learning.courseLoadFailed')}</Alert.Title>
            <Alert.Description>
              {errorMessage(course.error, t('learning.somethingWentWrong'))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Container>
    );
  }
  return <PageSpinner label={t('learning.loadingCourse')} />;
}
