/**
 * The order a learner goes through a course in the player: every chapter in turn, its lectures in
 * order with its quizzes among them. Pure (no UI), so Previous/Next, the chapter to open, the
 * player's list and the course page's curriculum share one rule.
 */

interface SequenceLecture {
  lectureId: string;
}

interface SequenceChapter<L extends SequenceLecture> {
  chapterId: string;
  chapterContent: readonly L[];
}

/** A quiz's place: `position` counts the lectures of its chapter before it. */
export interface SequenceQuiz {
  id: string;
  position: number;
}

export interface LectureItem<L extends SequenceLecture = SequenceLecture> {
  kind: 'lecture';
  /** Unique across the sequence: what Previous/Next and the current item are keyed on. */
  key: string;
  chapterId: string;
  lecture: L;
}

export interface QuizItem<Q extends SequenceQuiz = SequenceQuiz> {
  kind: 'quiz';
  key: string;
  chapterId: string;
  quiz: Q;
}

export type PlayerItem<
  L extends SequenceLecture = SequenceLecture,
  Q extends SequenceQuiz = SequenceQuiz,
> = LectureItem<L> | QuizItem<Q>;

export const lectureKey = (lectureId: string) => `lecture:${lectureId}`;
export const quizKey = (quizId: string) => `quiz:${quizId}`;

/**
 * The quizzes just before the lecture at `place` (from 1) of its chapter, and those after it: a
 * quiz at position 0 opens the chapter, one at n follows its nth lecture, and any past the last
 * lecture (lectures since deleted) follow the last.
 */
export function quizzesAround<Q extends SequenceQuiz>(
  quizzes: readonly Q[] | undefined,
  place: number,
  isLast: boolean,
): { before: Q[]; after: Q[] } {
  const list = quizzes ?? [];
  return {
    before: place === 1 ? list.filter((quiz) => quiz.position === 0) : [],
    after: list.filter((quiz) => quiz.position === place || (isLast && quiz.position > place)),
  };
}

/** The course's items in playing order; chapters, lectures and each chapter's quizzes arrive sorted. */
export function buildPlayerSequence<L extends SequenceLecture, Q extends SequenceQuiz>(
  chapters: readonly SequenceChapter<L>[],
  quizzesByChapter?: ReadonlyMap<string, readonly Q[]>,
): PlayerItem<L, Q>[] {
  const items: PlayerItem<L, Q>[] = [];
  for (const { chapterId, chapterContent } of chapters) {
    const quizzes = quizzesByChapter?.get(chapterId);
    const quiz = (q: Q): QuizItem<Q> => ({ kind: 'quiz', key: quizKey(q.id), chapterId, quiz: q });
    chapterContent.forEach((lecture, i) => {
      const { before, after } = quizzesAround(quizzes, i + 1, i === chapterContent.length - 1);
      items.push(...before.map(quiz));
      items.push({ kind: 'lecture', key: lectureKey(lecture.lectureId), chapterId, lecture });
      items.push(...after.map(quiz));
    });
    if (!chapterContent.length) items.push(...(quizzes ?? []).map(quiz));
  }
  return items;
}

/** The item at `key` with the ones before and after it; all undefined when `key` is not in the sequence. */
export function positionIn<I extends { key: string }>(
  sequence: readonly I[],
  key: string | undefined,
) {
  const index = key === undefined ? -1 : sequence.findIndex((item) => item.key === key);
  if (index < 0) return { current: undefined, previous: undefined, next: undefined };
  return { current: sequence[index], previous: sequence[index - 1], next: sequence[index + 1] };
}
