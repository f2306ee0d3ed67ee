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
import { LectureNavigation } from './LectureNavigation';
import { LectureVideo } from './LectureVideo';
import { buildPlayerSequence, lectureKey, positionIn, quizKey } from './playerSequence';
import {
  type Opening,
  openingPoint,
  type PlayerCourse,
  type PlayerLecture,
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
 * The player: video, lecture title, Mark As Complete, Previous/Next and rating, with the chapter
 * list beside it on desktop and, on phones, after the video and before the rating. It opens where
 * the learner left off (else at the first lecture), with that lecture's chapter open, and
 * remembers how far they watch (useLecturePositionSaver).
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
  const nextRef = useRef<HTMLButtonElement>(null);
  const { complete, pendingId } = useCompleteLecture(course.id);
  const refusal = useLearnerRefusal(course.educator.id);
  const completedIds = useMemo(
    () => new Set(progress?.completedLectureIds ?? []),
    [progress?.completedLectureIds],
  );
  const quizzes = usePlayerQuizzes(course.id, preview);
  const [quizId, setQuizId] = useState<string>();
  const sequence = useMemo(
    () => buildPlayerSequence(course.courseContent, quizzes.byChapter),
    [course.courseContent, quizzes.byChapter],
  );
  // The lecture on screen (behind an open quiz too), and the item the learner is at.
  const shownLectureId = chosenId ?? opening?.lectureId;
  const { current, previous, next } = positionIn(
    sequence,
    quizId ? quizKey(quizId) : shownLectureId && lectureKey(shownLectureId),
  );
  const shown = positionIn(sequence, shownLectureId && lectureKey(shownLectureId)).current;
  const lecture = shown?.kind === 'lecture' ? shown.lecture : undefined;
  const resumedAt = !chosenId && opening?.seconds ? opening.seconds : undefined;

  function watch(target: PlayerLecture) {
    setQuizId(undefined);
    if (target.lectureId !== lecture?.lectureId) {
      setChosenId(target.lectureId);
      saver.switchTo(target.lectureId);
    }
    videoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function openQuiz(quiz: { id: string }) {
    setQuizId(quiz.id);
    videoRef.current?.parentElement?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  // The lecture on screen, for a save that answers after the learner may have moved on.
  const shownIdRef = useRef<string>(undefined);
  useEffect(() => {
    shownIdRef.current = lecture?.lectureId;
  });

  async function completeCurrent(lectureId: string) {
    // The server may check how far the learner watched (a course's watched-lectures rule): the
    // position reached since the last timed save goes first.
    await saver.flush();
    // The button the learner pressed turns into a disabled 'Completed': hand focus to Next.
    if ((await complete(lectureId)) && shownIdRef.current === lectureId) nextRef.current?.focus();
  }

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
        // Phones: the lecture list before the rating, as in the markup; wide screens: the list beside both.
        templateAreas={{
          base: '"lesson" "content" "rating"',
          lg: '"lesson content" "rating content"',
        }}
        templateRows={{ lg: 'auto 1fr' }}
        columnGap="8"
        rowGap="6"
        alignItems="start"
      >
        <Stack gap="5" minW="0" gridArea="lesson">
          {quizId && (
            <Suspense fallback={<Spinner role="status" aria-label="Loading quiz" />}>
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
              onComplete={() => void completeCurrent(lecture.lectureId)}
            />
          )}
          <LectureNavigation
            previous={previous}
            next={next}
            currentCompleted={
              current?.kind === 'quiz'
                ? quizzes.passedIds.has(current.quiz.id)
                : lecture !== undefined && completedIds.has(lecture.lectureId)
            }
            onGo={(item) => (item.kind === 'quiz' ? openQuiz(item.quiz) : watch(item.lecture))}
            nextRef={nextRef}
          />
        </Stack>
        <Stack as="aside" aria-labelledby="course-content" gap="4" minW="0" gridArea="content">
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
            currentChapterId={current?.chapterId}
            completedIds={completedIds}
            quizzes={quizzes}
            selectedQuizId={quizId}
            onOpenQuiz={openQuiz}
            onWatch={watch}
          />
        </Stack>
        <Box gridArea="rating" minW="0">
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
              reviewHidden={course.viewerReviewHidden}
            />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
