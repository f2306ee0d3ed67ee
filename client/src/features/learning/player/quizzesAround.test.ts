import type { PlayerQuiz } from '../quizzes/usePlayerQuizzes';
import { quizzesAround } from './playerSequence';

const quiz = (id: string, position: number): PlayerQuiz => ({
  id,
  chapterId: 'ch1',
  title: id,
  position,
  questionCount: 1,
  passMarkPercent: 50,
  attemptLimit: null,
});

describe('quizzesAround', () => {
  const chapter = [quiz('start', 0), quiz('after-1', 1), quiz('after-2a', 2), quiz('after-2b', 2)];

  it('puts position 0 before the first lecture and position n after lecture n, in order', () => {
    expect(quizzesAround(chapter, 1, false)).toEqual({
      before: [chapter[0]],
      after: [chapter[1]],
    });
    expect(quizzesAround(chapter, 2, true)).toEqual({ before: [], after: chapter.slice(2) });
  });

  it('shows nothing around lectures of a chapter without quizzes', () => {
    expect(quizzesAround(undefined, 1, true)).toEqual({ before: [], after: [] });
  });
});
