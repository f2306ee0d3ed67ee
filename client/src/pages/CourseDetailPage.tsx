import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { StudentPreviewBanner } from '../components/StudentPreviewBanner';
import { useLearnerRefusal } from '../features/auth/useLearnerRefusal';
import { CourseDetailSkeleton } from '../features/courses/CourseDetailSkeleton';
import { CourseDetailView } from '../features/courses/CourseDetailView';
import { CourseNotFound } from '../components/CourseNotFound';
import { useCourseDetailQuery } from '../features/courses/courses.generated';
import { errorMessage } from '../lib/errorMessage';
import { isStudentPreview } from '../lib/studentPreview';
import { hasErrorCode } from '../lib/graphqlErrors';
import { usePageTitle } from '../lib/usePageTitle';
import { courseDetailKey, usePreloaded } from '../lib/preloadedQueries';
import { useT } from './i18n';

// Its own chunk and query: most courses have no live sessions.
const CourseLiveSessions = lazy(() => import('../features/live/CourseLiveSessions'));
// Its own chunk too, for the course's learners and educator only (with its catalog).
const CourseAnnouncements = lazy(() =>
  import('../features/community/CourseAnnouncements').then((m) => ({
    default: m.CourseAnnouncements,
  })),
);

/** /course/{id}: one course with its chapters, free previews and price card. */
export default function CourseDetailPage() {
  const t = useT();
  const id = useParams().id ?? '';
  // Lecture links depend on who is looking (enrolled or not), so refresh what the cache holds,
  // unless routePreload.ts has just asked for it (same query, same variables: keep the two in
  // step) as the app opened on this page: asking again sent the course page's request twice.
  const preloaded = usePreloaded(courseDetailKey(id));
  const { data, error } = useCourseDetailQuery({
    variables: { id },
    fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network',
  });
  const notFound = hasErrorCode(error, 'NOT_FOUND');
  // Only the owner and admins preview; anyone else simply sees the page.
  const [search] = useSearchParams();
  const refusal = useLearnerRefusal(data?.course.educator.id ?? '');
  const previewing = isStudentPreview(search) && refusal !== null;
  usePageTitle(
    data?.course.courseTitle ??
      (error
        ? t(notFound ? 'pages.courseDetail.notFound' : 'pages.courseDetail.loadError')
        : undefined),
  );

  if (data)
    return (
      <>
        {previewing && (
          <StudentPreviewBanner
            exitTo="/educator/my-courses"
            exitLabel={t('pages.courseDetail.exitPreview')}
          />
        )}
        <CourseDetailView
          key={data.course.id}
          course={data.course}
          liveSessions={
            <>
              <Suspense fallback={null}>
                <CourseLiveSessions courseId={data.course.id} />
              </Suspense>
              {(data.course.viewerIsEnrolled || refusal !== null) && (
                <Suspense fallback={null}>
                  <CourseAnnouncements courseId={data.course.id} />
                </Suspense>
              )}
            </>
          }
        />
      </>
    );
  if (error)
    return notFound ? (
      <CourseNotFound />
    ) : (
      <CourseNotFound
        title={t('pages.courseDetail.loadError')}
        message={errorMessage(error, t('pages.courseDetail.loadError'))}
      />
    );
  return <CourseDetailSkeleton />;
}
