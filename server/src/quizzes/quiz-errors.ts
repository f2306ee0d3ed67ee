import { conflict, notFound } from '../common/errors/domain-error';

export const QUIZ_NOT_FOUND = 'Quiz not found';
export const quizNotFound = () => notFound(QUIZ_NOT_FOUND);

export const attemptsUsedUp = (limit: number) =>
  conflict(
    `You have used all ${limit} ${limit === 1 ? 'attempt' : 'attempts'} at this quiz, so it cannot be submitted again`,
  );

export const submissionsClashed = () =>
  conflict('Other submissions of this quiz are being saved at the same moment; submit again');
