import type { EducatorQuizFieldsFragment } from './educatorQuizzes.generated';
import { draftFrom } from './quizDraft';

const quiz = (position: number) =>
  ({
    id: 'quiz-1',
    chapterId: 'ch1',
    position,
    title: 'Check-in',
    passMarkPercent: 70,
    attemptLimit: null,
    shuffle: false,
    questions: [],
  }) as unknown as EducatorQuizFieldsFragment;

describe('draftFrom', () => {
  it("keeps a quiz's place among its chapter's lectures", () => {
    expect(draftFrom(quiz(1), 3).position).toBe(1);
  });

  it('reads a place past the last lecture (lectures since deleted) as the chapter end', () => {
    expect(draftFrom(quiz(3), 1).position).toBe(1);
  });
});
