import type { AnsweredQuestion } from './quiz-attempt.entity';
import type { QuizQuestion } from './quiz.entity';

export interface Grade {
  answers: AnsweredQuestion[];
  correctCount: number;
  scorePercent: number;
  passed: boolean;
}

/**
 * A question is right when exactly its correct options were chosen. Passing compares exactly
 * (right * 100 >= pass mark * questions), so rounding the shown score never decides it.
 */
export function grade(
  questions: QuizQuestion[],
  chosen: Map<string, string[]>,
  passMarkPercent: number,
): Grade {
  const answers = questions.map((question) => {
    const optionIds = chosen.get(question.id) ?? [];
    const right = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
    const correct = optionIds.length === right.size && optionIds.every((id) => right.has(id));
    return { questionId: question.id, optionIds, correct };
  });
  const correctCount = answers.filter((a) => a.correct).length;
  const total = questions.length;
  return {
    answers,
    correctCount,
    scorePercent: total ? Math.floor((correctCount * 100) / total) : 0,
    passed: total > 0 && correctCount * 100 >= passMarkPercent * total,
  };
}
