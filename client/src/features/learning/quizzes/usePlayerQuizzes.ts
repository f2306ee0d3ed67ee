import { useMemo } from 'react';
import { usePlayerQuizzesQuery, type QuizSummaryFieldsFragment } from './quizzes.generated';

export type PlayerQuiz = QuizSummaryFieldsFragment;

export interface PlayerQuizzes {
  /** Each chapter's quizzes in order; `position` counts the lectures before a quiz. */
  byChapter: ReadonlyMap<string, PlayerQuiz[]>;
  passedIds: ReadonlySet<string>;
  find: (quizId: string | undefined) => PlayerQuiz | undefined;
}

/**
 * The course's quizzes, for the player and the course page, and which the learner has passed;
 * `anonymous` (a preview, the course page) asks for no progress.
 */
export function usePlayerQuizzes(courseId: string, anonymous: boolean): PlayerQuizzes {
  const { data } = usePlayerQuizzesQuery({
    variables: { courseId, preview: anonymous },
    fetchPolicy: 'cache-and-network',
  });
  return useMemo(() => {
    const quizzes = data?.courseQuizzes ?? [];
    const byChapter = new Map<string, PlayerQuiz[]>();
    for (const quiz of quizzes)
      byChapter.set(quiz.chapterId, [...(byChapter.get(quiz.chapterId) ?? []), quiz]);
    return {
      byChapter,
      passedIds: new Set(data?.courseProgress?.passedQuizIds ?? []),
      find: (quizId) => quizzes.find((quiz) => quiz.id === quizId),
    };
  }, [data]);
}
