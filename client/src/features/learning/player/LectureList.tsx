import { LuCirclePlay } from 'react-icons/lu';
import { ChapterAccordion } from '../../../components/ChapterAccordion';
import { Fragment } from 'react';
import { formatMinutes } from '../../../lib/format';
import { useDataEstimate } from '../../video/hosted/dataEstimate';
import { QuizRow } from '../quizzes/QuizRow';
import { CurriculumRow } from './CurriculumRow';
import type { PlayerQuiz, PlayerQuizzes } from '../quizzes/usePlayerQuizzes';
import { quizzesAround } from './playerSequence';
import type { PlayerChapter, PlayerLecture } from './playerTypes';
import { useT } from '../i18n';

interface Props {
  chapters: PlayerChapter[];
  selectedLectureId: string | undefined;
  /** The chapter holding the current lecture: kept open. */
  currentChapterId: string | undefined;
  completedIds: ReadonlySet<string>;
  onWatch: (lecture: PlayerLecture) => void;
  /** The course's quizzes, placed among the lectures. */
  quizzes?: PlayerQuizzes;
  selectedQuizId?: string;
  onOpenQuiz?: (quiz: PlayerQuiz) => void;
}

/** The player's curriculum: each lecture with Watch, or Rewatch once completed, and the quizzes between them. */
export function LectureList({
  chapters,
  currentChapterId,
  quizzes,
  selectedQuizId,
  onOpenQuiz,
  ...rows
}: Props) {
  const chapterOf = new Map(
    chapters.flatMap((chapter) =>
      chapter.chapterContent.map((lecture, i) => [
        lecture.lectureId,
        {
          chapterId: chapter.chapterId,
          place: i + 1,
          isLast: i === chapter.chapterContent.length - 1,
        },
      ]),
    ),
  );
  const quizRow = (quiz: PlayerQuiz) => (
    <QuizRow
      key={quiz.id}
      quiz={quiz}
      selected={quiz.id === selectedQuizId}
      passed={quizzes?.passedIds.has(quiz.id) ?? false}
      onOpen={() => onOpenQuiz?.(quiz)}
    />
  );
  return (
    <ChapterAccordion
      chapters={chapters}
      openChapterId={currentChapterId}
      renderEmpty={(chapterId) => quizzes?.byChapter.get(chapterId)?.map(quizRow)}
      renderLecture={(lecture) => {
        const place = chapterOf.get(lecture.lectureId);
        const { before, after } = quizzesAround(
          place && quizzes?.byChapter.get(place.chapterId),
          place?.place ?? 0,
          place?.isLast ?? false,
        );
        return (
          <Fragment key={lecture.lectureId}>
            {before.map(quizRow)}
            <LectureRow
              lecture={lecture}
              {...rows}
              selectedLectureId={selectedQuizId ? undefined : rows.selectedLectureId}
            />
            {after.map(quizRow)}
          </Fragment>
        );
      }}
    />
  );
}

function LectureRow({
  lecture,
  selectedLectureId,
  completedIds,
  onWatch,
}: { lecture: PlayerLecture } & Omit<Props, 'chapters' | 'currentChapterId'>) {
  const t = useT();
  const estimate = useDataEstimate();
  const completed = completedIds.has(lecture.lectureId);
  const size = lecture.video?.status === 'READY' ? estimate(lecture.video.renditions) : undefined;
  return (
    <CurriculumRow
      title={lecture.lectureTitle}
      detail={[formatMinutes(lecture.lectureDuration), size].filter(Boolean).join(' · ')}
      icon={LuCirclePlay}
      selected={lecture.lectureId === selectedLectureId}
      done={completed}
      doneLabel={t('learning.completed')}
      action={t(completed ? 'learning.rewatch' : 'learning.watch')}
      onAction={() => onWatch(lecture)}
      testId="player-lecture"
    />
  );
}
