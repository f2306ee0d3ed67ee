import type { TakeQuizQuery } from '../../../generated/quizzes';

/** A quiz as the learner takes it: questions and options, never which options are right. */
export type TakenQuiz = TakeQuizQuery['quiz'];
