import {
  AspectRatio,
  Box,
  Center,
  Container,
  Grid,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLearnerRefusal } from '../../auth/useLearnerRefusal';
import { PlayerCertificate } from '../../certificates/PlayerCertificate';
import { usePlayerQuizzes } from '../quizzes/usePlayerQuizzes';
import { CourseRating } from './CourseRating';
import { LectureDetails } from './LectureDetails';
import { LectureList } from './LectureList';
import { LectureVideo } from './LectureVideo';
import {
  findLecture,
  type Opening,
  openingPoint,
  type PlayerCourse,
  type Progress,
} from './playerTypes';
import { ProgressSummary } from './ProgressSummary';
import { useCompleteLecture } from './useCompleteLecture';
import { useLecturePositionSaver } from './useLecturePositionSaver';

const QuizPanel = lazy(() => import('../quizzes/QuizPanel'));

interface Props {
  course: PlayerCourse;
  progress: Progress | undefined;
  progressError?: string;
  /** True once the server has answered for the progress (or failed): it says where to open. */
  progressSettled: boolean;
  /** Previewing as a student: every lecture plays, and nothing is recorded. */
  preview?: boolean;
}

/**
 * The player: video, lecture title, Mark As Complete and rating, with the chapter list beside it
 * on desktop and below it on phones. It opens where the learner left off (else at the first
 * lecture) and remembers how far they watch (useLecturePositionSaver).
 */
export function PlayerLayout({
  course,
  progress,
  progressError,
  progressSettled,
  preview = false,
}: Props) {
  // Fixed once the progress has settled, so a later refetch does not move the video.
  const [opening, setOpening] = useState<Opening>();
  if (!opening && progressSettled) setOpening(openingPoint(course, progress?.resume));
  const [chosenId, setChosenId] = useState<string>();
  const saver = useLecturePositionSaver(course.id, { record: !preview });
  useEffect(() => {
    if (opening?.lectureId) saver.open(opening.lectureId, opening.seconds);
  }, [opening, saver]);
  const videoRef = useRef<HTMLDivElement>(null);
  const { complete, pendingId } = useCompleteLecture(course.id);
  const refusal = useLearnerRefusal(course.educator.id);
  const completedIds = useMemo(
    () => new Set(progress?.completedLectureIds ?? []),
    [progress?.completedLectureIds],
  );
  const lecture = findLecture(course, chosenId ?? opening?.lectureId);
  const quizzes = usePlayerQuizzes(course.id, preview);
  const [quizId, setQuizId] = useState<string>();
  const resumedAt = !chosenId && opening?.seconds ? opening.seconds : undefined;

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Heading
        as="h1"
        size={{ base: 'xl', md: '2xl' }}
        color="brand.900"
        mb={{ base: '4', md: '6' }}
      >
        {course.courseTitle}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        gap={{ base: '6', lg: '8' }}
        alignItems="start"
      >
        <Stack gap="5" minW="0">
          {quizId && (
            <Suspense fallback={<Spinner aria-label="Loading quiz" />}>
              <QuizPanel
                quizId={quizId}
                readOnly={preview || refusal !== null}
                onClose={() => setQuizId(undefined)}
              />
            </Suspense>
          )}
          <AspectRatio
            display={quizId ? 'none' : undefined}
            ratio={16 / 9}
            ref={videoRef}
            bg="gray.900"
            rounded="lg"
            overflow="hidden"
            scrollMarginTop="20"
          >
            <Box>
              {lecture && !quizId ? (
                <LectureVideo
                  key={lecture.lectureId}
                  lecture={lecture}
                  startSeconds={resumedAt}
                  onPosition={(seconds, playing) =>
                    saver.observe(lecture.lectureId, seconds, playing)
                  }
                />
              ) : opening ? (
                <Text color="white">This course has no lectures yet.</Text>
              ) : (
                <Center height="full" role="status" aria-label="Loading video">
                  <Spinner size="lg" color="white" />
                </Center>
              )}
            </Box>
          </AspectRatio>
          {lecture && !quizId && (
            <LectureDetails
              lecture={lecture}
              completed={completedIds.has(lecture.lectureId)}
              saving={pendingId === lecture.lectureId}
              ready={!preview && progress !== undefined}
              resumedAt={resumedAt}
              onComplete={() => void complete(lecture.lectureId)}
            />
          )}
          {preview ? (
            <Text fontSize="sm" color="fg.muted" borderWidth="1px" rounded="lg" p="4">
              Learners mark lectures complete and rate the course here.
            </Text>
          ) : refusal ? (
            <Text fontSize="sm" color="fg.muted" borderWidth="1px" rounded="lg" p="4">
              {refusal === 'OWNER'
                ? 'You teach this course: ratings and reviews are left to your students.'
                : 'Admins do not rate or review courses.'}
            </Text>
          ) : (
            <CourseRating
              courseId={course.id}
              rating={course.viewerRating}
              review={course.viewerReview ?? null}
            />
          )}
        </Stack>
        <Stack as="aside" aria-labelledby="course-content" gap="4" minW="0">
          <Heading as="h2" id="course-content" size="lg">
            Course Content
          </Heading>
          {progressError ? (
            <Text fontSize="sm" color="fg.error">
              {progressError}
            </Text>
          ) : (
            <ProgressSummary progress={progress} />
          )}
          <PlayerCertificate
            courseId={course.id}
            courseTitle={course.courseTitle}
            completed={progress?.status === 'COMPLETED'}
          />
          <LectureList
            chapters={course.courseContent}
            selectedLectureId={lecture?.lectureId}
            completedIds={completedIds}
            quizzes={quizzes}
            selectedQuizId={quizId}
            onOpenQuiz={(quiz) => {
              setQuizId(quiz.id);
              videoRef.current?.parentElement?.scrollIntoView({
                behavior: 'smooth',
                block: 'start',
              });
            }}
            onWatch={(next) => {
              setQuizId(undefined);
              if (next.lectureId !== lecture?.lectureId) {
                setChosenId(next.lectureId);
                saver.switchTo(next.lectureId);
              }
              videoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          />
        </Stack>
      </Grid>
    </Container>
  );
}
