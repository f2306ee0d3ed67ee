import { Alert, Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../../features/auth/authContext';
import { useT } from '../../features/live/i18n';
import {
  useLiveSessionCourseQuery,
  useLiveSessionPageQuery,
} from '../../features/live/session/liveSession.generated';
import { LiveSessionView } from '../../features/live/session/LiveSessionView';
import { errorMessage } from '../../lib/errorMessage';
import { hasErrorCode } from '../../lib/graphqlErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import NotFoundPage from '../NotFoundPage';

/**
 * /live/:id: a live session or series of a course the viewer may open, with their place in it
 * (the link of its mails). Anyone may look; seats are for the course's enrolled learners.
 */
export default function LiveSessionPage() {
  const { id = '' } = useParams();
  const t = useT();
  const { user } = useAuth();
  const { data, loading, error } = useLiveSessionPageQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const session = data?.liveSession ?? null;
  const courseId = session?.courseId ?? '';
  const { data: courseData, loading: courseLoading } = useLiveSessionCourseQuery({
    variables: { id: courseId },
    skip: !courseId,
    fetchPolicy: 'cache-and-network',
  });
  usePageTitle(session?.title ?? t('live.page.title'));
  // The viewer's place needs the course (enrolled? its educator?): wait for it, not for a failure.
  if ((loading && !data) || (courseLoading && !courseData)) return <PageSpinner />;
  if (hasErrorCode(error, 'NOT_FOUND') || (!session && !error)) return <NotFoundPage />;
  if (!session)
    return (
      <Container maxW="5xl" py={{ base: '6', md: '12' }}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, t('live.page.failed'))}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  const course = courseData?.course;
  const hosts = Boolean(user) && (user?.role === 'ADMIN' || user?.id === course?.educator.id);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '12' }}>
      <LiveSessionView
        key={session.id}
        session={session}
        course={course ? { title: course.courseTitle, enrolled: course.viewerIsEnrolled } : null}
        viewer={{ signedIn: Boolean(user), hosts }}
      />
    </Container>
  );
}
