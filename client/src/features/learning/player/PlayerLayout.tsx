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
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLearnerRefusal } from '../../auth/useLearnerRefusal';
import { PlayerCertificate } from '../../certificates/PlayerCertificate';
import { DataSaverToggle } from '../../video/hosted/DataSaverToggle';
import type { VideoControl } from '../../video/YouTubePlayer';
import { LectureQuestionMarkers } from '../../community/LectureQuestionMarkers';
import { QuestionsPanel } from '../../community/QuestionsPanel';
import { LectureNotesPanel } from '../notes/LectureNotesPanel';
import { usePlayerQuizzes } from '../quizzes/usePlayerQuizzes';
import { AutoAdvanceNotice } from './AutoAdvanceNotice';
import { CourseRating } from './CourseRating';
import { LectureDetails } from './LectureDetails';
import { LectureList } from './LectureList';
import { LectureNavigation } from './LectureNavigation';
import { LectureVideo } from './LectureVideo';
import {
  buildPlayerSequence,
  lectureKey,
  type PlayerItem,
  positionIn,
  quizKey,
  type SequenceQuiz,
} from './playerSequence';
import {
  findLecture,
  type Opening,
  openingPoint,
  type PlayerCourse,
  type PlayerLecture,
  type Progress,
} from './playerTypes';
import { ProgressSummary } from './ProgressSummary';
import { useCompleteLecture } from './useCompleteLecture';
import { useCountdown } from './useCountdown';
import { useLecturePositionSaver } from './useLecturePositionSaver';
import { t as translate, useT } from '../i18n';

type Item = PlayerItem<PlayerLecture, SequenceQuiz & { title: string }>;

/** How a lecture the learner moves to starts: at a note's second, playing at once. */
interface Cue {
  lectureId: string;
  seconds?: number;
  autoplay: boolean;
}

const upNext = (t: typeof translate, item: Item) =>
  item.kind === 'quiz'
    ? t('learning.upNextQuiz', { title: item.quiz.title })
    : t('learning.upNextLecture', { title: item.lecture.lectureTitle });

const QuizPanel = lazy(() => import('../quizzes/QuizPanel'));

interface Props {
  course: PlayerCourse;
  progress: Progress | undefined;
  progressError?: string;
  /** True once the server has answered for the progress (or failed): it says where to open. */
  progressSettled: boolean;
  /** Previewing as a student: every lecture plays, and nothing is recorded. */
  preview?: boolean;
  /** The lecture the link names (`?lecture=<id>`): it opens first. */
  requestedLectureId?: string | null;
}

/**
 * The player: video, lecture title, Mark As Complete, Previous/Next, notes and rating, with the
 * chapter list beside it on desktop and, on phones, after the video and before the rating. It opens
 * where the learner left off (else at the first lecture), with that lecture's chapter open, and
 * remembers how far they watch (useLecturePositionSaver). After Mark As Complete it counts down to
 * the next item (or the first quiz left to pass, or the certificate at the end).
 */
export function PlayerLayout({
  course,
  progress,
  progressError,
  progressSettled,
  preview = false,
  requestedLectureId,
}: Props) {
  const t = useT();
  // Fixed once the progress has settled, so a later refetch does not move the video.
  const [opening, setOpening] = useState<Opening>();
  if (!opening && progressSettled)
    setOpening(openingPoint(course, progress?.resume, requestedLectureId));
  const [chosenId, setChosenId] = useState<string>();
  const saver = useLecturePositionSaver(course.id, { record: !preview });
  useEffect(() => {
    if (opening?.lectureId) saver.open(opening.lectureId, opening.seconds);
  }, [opening, saver]);
  const videoRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const videoControl = useRef<VideoControl>(null);
  // Under the video: where a hosted lecture's transcript goes.
  const [transcriptHost, setTranscriptHost] = useState<HTMLDivElement | null>(null);
  const [cue, setCue] = useState<Cue>();
  const [certificateFocus, setCertificateFocus] = useState(false);
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
  const lectures = useMemo(
    () => sequence.flatMap((item) => (item.kind === 'lecture' ? [item.lecture] : [])),
    [sequence],
  );
  const hostsVideo = lectures.some((l) => l.video?.status === 'READY');
  // The lecture on screen (behind an open quiz too), and the item the learner is at.
  const shownLectureId = chosenId ?? opening?.lectureId;
  const { current, previous, next } = positionIn(
    sequence,
    quizId ? quizKey(quizId) : shownLectureId && lectureKey(shownLectureId),
  );
  const shown = positionIn(sequence, shownLectureId && lectureKey(shownLectureId)).current;
  const lecture = shown?.kind === 'lecture' ? shown.lecture : undefined;
  const resumedAt = !chosenId && opening?.seconds ? opening.seconds : undefined;
  const lectureCue = cue && cue.lectureId === lecture?.lectureId ? cue : undefined;
  const unpassedQuizzes = sequence.filter(
    (item) => item.kind === 'quiz' && !quizzes.passedIds.has(item.quiz.id),
  );

  /** Shows a lecture; `start` plays it at once, from a second when given (a note). */
  function watch(target: PlayerLecture, start?: { seconds?: number }) {
    setQuizId(undefined);
    if (target.lectureId !== lecture?.lectureId) {
      setChosenId(target.lectureId);
      saver.switchTo(target.lectureId);
      setCue(start && { lectureId: target.lectureId, seconds: start.seconds, autoplay: true });
    } else if (start?.seconds !== undefined) videoControl.current?.seekTo(start.seconds);
    videoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function openQuiz(quiz: { id: string }) {
    setQuizId(quiz.id);
    videoRef.current?.parentElement?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const go = (item: Item, start?: { seconds?: number }) =>
    item.kind === 'quiz' ? openQuiz(item.quiz) : watch(item.lecture, start);
  const countdown = useCountdown<Item>((item) => go(item, {}));
  // Moving anywhere else (a list row, Previous/Next, a quiz, a note) stops the countdown.
  const { cancel: cancelCountdown } = countdown;
  const currentKey = current?.key;
  useEffect(() => cancelCountdown(), [currentKey, cancelCountdown]);
  const stayHere = useCallback(() => {
    cancelCountdown();
    nextRef.current?.focus();
  }, [cancelCountdown]);
  const currentTime = useCallback(() => videoControl.current?.currentTime(), []);
  // The question thread open in the panel: a marker clicked, or a link's `?question=`.
  const [searchParams] = useSearchParams();
  const linkedQuestion = searchParams.get('question');
  const [openQuestionId, setOpenQuestionId] = useState<string | null>(linkedQuestion);
  // A notification opened while the player is on screen changes only the address.
  useEffect(() => {
    if (linkedQuestion) setOpenQuestionId(linkedQuestion);
  }, [linkedQuestion]);
  function seekQuestion(lectureId: string, seconds: number) {
    cancelCountdown();
    const target = findLecture(course, lectureId);
    if (target) watch(target, { seconds });
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
    if (!(await complete(lectureId)) || shownIdRef.current !== lectureId) return;
    // The button the learner pressed turns into a disabled 'Completed': hand focus to Next.
    nextRef.current?.focus();
    // The course's last item leads back to the first quiz still to pass, else to the certificate.
    const target = next ?? unpassedQuizzes[0];
    if (target) countdown.start(target);
    else setCertificateFocus(true);
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
            <Suspense fallback={<Spinner role="status" aria-label={t('learning.loadingQuiz')} />}>
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
                  courseId={course.id}
                  transcriptContainer={transcriptHost}
                  startSeconds={lectureCue?.seconds ?? resumedAt}
                  autoplay={lectureCue?.autoplay}
                  controlRef={videoControl}
                  onPosition={(seconds, playing) =>
                    saver.observe(lecture.lectureId, seconds, playing)
                  }
                />
              ) : opening ? (
                <Text color="white">{t('learning.noLectures')}</Text>
              ) : (
                <Center height="full" role="status" aria-label={t('learning.loadingVideo')}>
                  <Spinner size="lg" color="white" />
                </Center>
              )}
            </Box>
          </AspectRatio>
          {lecture && !quizId && !preview && (
            <LectureQuestionMarkers
              courseId={course.id}
              lectureId={lecture.lectureId}
              durationSeconds={lecture.video?.durationSeconds ?? lecture.lectureDuration * 60}
              onOpen={(marker) => {
                seekQuestion(lecture.lectureId, marker.positionSeconds);
                setOpenQuestionId(marker.id);
              }}
            />
          )}
          <Box
            ref={setTranscriptHost}
            display={quizId ? 'none' : undefined}
            _empty={{ display: 'none' }}
          />
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
          <AutoAdvanceNotice
            running={
              countdown.running && {
                label: upNext(t, countdown.running.target),
                secondsLeft: countdown.running.secondsLeft,
              }
            }
            onCancel={stayHere}
            onPlayNow={countdown.finish}
          />
          <LectureNavigation
            previous={previous}
            next={next}
            currentCompleted={
              current?.kind === 'quiz'
                ? quizzes.passedIds.has(current.quiz.id)
                : lecture !== undefined && completedIds.has(lecture.lectureId)
            }
            onGo={(item) => go(item)}
            nextRef={nextRef}
          />
          {!preview && !refusal && (
            <LectureNotesPanel
              courseId={course.id}
              lectures={lectures}
              currentLecture={quizId ? undefined : lecture}
              currentTime={currentTime}
              onSeek={(note) => {
                cancelCountdown();
                const target = findLecture(course, note.lectureId);
                if (target) watch(target, { seconds: note.positionSeconds });
              }}
            />
          )}
          {!preview && (
            <QuestionsPanel
              courseId={course.id}
              lecture={quizId ? undefined : lecture}
              currentTime={currentTime}
              onSeek={seekQuestion}
              openId={openQuestionId}
              onOpen={setOpenQuestionId}
            />
          )}
        </Stack>
        <Stack as="aside" aria-labelledby="course-content" gap="4" minW="0" gridArea="content">
          <Heading as="h2" id="course-content" size="lg">
            {t('learning.courseContent')}
          </Heading>
          {progressError ? (
            <Text fontSize="sm" color="fg.error">
              {progressError}
            </Text>
          ) : (
            <ProgressSummary progress={progress} quizzesToPass={unpassedQuizzes.length} />
          )}
          {hostsVideo && <DataSaverToggle />}
          <PlayerCertificate
            courseId={course.id}
            courseTitle={course.courseTitle}
            completed={progress?.status === 'COMPLETED'}
            focusWhenShown={certificateFocus}
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
              {t('learning.previewNote')}
            </Text>
          ) : refusal ? (
            <Text fontSize="sm" color="fg.muted" borderWidth="1px" rounded="lg" p="4">
              {t(refusal === 'OWNER' ? 'learning.ownerNote' : 'learning.adminNote')}
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
