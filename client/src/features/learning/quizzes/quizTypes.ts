import type { TakeQuizQuery } from './quizzes.generated';

/** A quiz as the learner takes it: questions and options, never which options are right. */
export type TakenQuiz = TakeQuizQuery['quiz'];
