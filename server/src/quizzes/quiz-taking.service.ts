import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { forbidden } from '../common/errors/domain-error';
import { isUniqueViolation } from '../common/db-errors';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { Chapter } from '../courses/chapter.entity';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { EnrollmentsService, NOT_ENROLLED } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import type { Quiz as QuizView, QuizAttemptResult } from './dto/quiz.types';
import { QuizAttempt } from './quiz-attempt.entity';
import { attemptsUsedUp, quizNotFound, submissionsClashed } from './quiz-errors';
import { grade } from './quiz-grading';
import { QuestionKind, Quiz, QuizQuestion } from './quiz.entity';

type QuizWithCourse = Quiz & { courseId: string };

const shuffled = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

/** A learner taking a quiz: reading it without its answers, and submitting attempts graded here. */
@Injectable()
export class QuizTakingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  /**
   * The quiz for an enrolled learner (or, to preview it, the course's owner or an admin), without
   * which options are correct and without explanations; those come only with a submitted attempt.
   */
  async view(user: User, quizId: unknown): Promise<QuizView> {
    const quiz = await this.find(quizId);
    if (!(await this.catalog.fullAccess(user, [quiz.courseId])).has(quiz.courseId))
      throw forbidden(NOT_ENROLLED);
    return this.present(user.id, quiz, await this.questions(quiz.id));
  }

  /**
   * Grades and stores an attempt. Refused, storing nothing: a quiz of a course the learner is not
   * enrolled in, an attempt past the limit, and answers that do not answer this quiz's questions.
   */
  async submit(
    user: User,
    quizId: unknown,
    answers: unknown,
  ): Promise<{ attempt: QuizAttemptResult; quiz: QuizView; courseId: string }> {
    const quiz = await this.find(quizId);
    await this.enrollments.requireEnrollment(user, quiz.courseId);
    const questions = await this.questions(quiz.id);
    let used = await this.attemptsUsed(user.id, quiz.id);
    if (quiz.attemptLimit !== null && used >= quiz.attemptLimit)
      throw attemptsUsedUp(quiz.attemptLimit);
    const graded = grade(questions, checkAnswers(questions, answers), quiz.passMarkPercent);
    let stored: QuizAttempt | undefined;
    // A concurrent submission taking the same number loses on the unique index: within the limit
    // it takes the next number, past it it is refused.
    for (let tries = 0; !stored; tries++) {
      try {
        stored = await this.db.getRepository(QuizAttempt).save({
          quizId: quiz.id,
          userId: user.id,
          courseId: quiz.courseId,
          attemptNumber: used + 1,
          scorePercent: graded.scorePercent,
          passed: graded.passed,
          answers: graded.answers,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (tries >= 3) throw submissionsClashed();
        used = await this.attemptsUsed(user.id, quiz.id);
        if (quiz.attemptLimit !== null && used >= quiz.attemptLimit)
          throw attemptsUsedUp(quiz.attemptLimit);
      }
    }
    return {
      attempt: result(stored, questions),
      quiz: await this.present(user.id, quiz, questions),
      courseId: quiz.courseId,
    };
  }

  private async find(quizId: unknown): Promise<QuizWithCourse> {
    const quiz = isUuid(quizId)
      ? await this.db
          .getRepository(Quiz)
          .createQueryBuilder('q')
          .innerJoinAndMapOne('q.chapter', Chapter, 'ch', 'ch.id = q.chapter_id')
          .where('q.id = :quizId', { quizId })
          .getOne()
      : null;
    if (!quiz?.chapter) throw quizNotFound();
    return Object.assign(quiz, { courseId: quiz.chapter.courseId });
  }

  private questions(quizId: string): Promise<QuizQuestion[]> {
    return this.db
      .getRepository(QuizQuestion)
      .find({ where: { quizId }, order: { questionOrder: 'ASC' } });
  }

  private attemptsUsed(userId: string, quizId: string): Promise<number> {
    return this.db.getRepository(QuizAttempt).countBy({ userId, quizId });
  }

  private async present(
    userId: string,
    quiz: QuizWithCourse,
    questions: QuizQuestion[],
  ): Promise<QuizView> {
    const attempts = await this.db
      .getRepository(QuizAttempt)
      .find({ where: { userId, quizId: quiz.id }, order: { attemptNumber: 'DESC' } });
    const order = quiz.shuffle ? shuffled : <T>(items: T[]) => items;
    return {
      id: quiz.id,
      courseId: quiz.courseId,
      chapterId: quiz.chapterId,
      title: quiz.title,
      passMarkPercent: quiz.passMarkPercent,
      attemptLimit: quiz.attemptLimit,
      attemptsUsed: attempts.length,
      attemptsLeft:
        quiz.attemptLimit === null ? null : Math.max(0, quiz.attemptLimit - attempts.length),
      passed: attempts.some((a) => a.passed),
      // Only ids, kinds, prompts and option texts: never `correct` or the explanation.
      questions: order(questions).map(({ id, kind, prompt, options }) => ({
        id,
        kind,
        prompt,
        options: order(options).map((option) => ({ id: option.id, text: option.text })),
      })),
      lastAttempt: attempts[0] ? result(attempts[0], questions) : null,
    };
  }
}

/** The learner's choices by question id, when they answer every question of the quiz once. */
function checkAnswers(questions: QuizQuestion[], raw: unknown): Map<string, string[]> {
  const check = new Checker();
  const chosen = new Map<string, string[]>();
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers = Array.isArray(raw) ? (raw as unknown[]) : [];
  answers.forEach((item, i) => {
    const answer = (item ?? {}) as { questionId?: unknown; optionIds?: unknown };
    const question =
      typeof answer.questionId === 'string' ? byId.get(answer.questionId) : undefined;
    if (!question) {
      check.fail(
        `answers[${i}].questionId`,
        `Answer ${i + 1} is not for a question of this quiz`,
        'NOT_FOUND',
      );
      return;
    }
    if (chosen.has(question.id)) {
      check.fail(`answers[${i}].questionId`, `Answer ${i + 1} answers a question already answered`);
      return;
    }
    const ids = Array.isArray(answer.optionIds) ? [...new Set(answer.optionIds as unknown[])] : [];
    const known = new Set(question.options.map((o) => o.id));
    const number = question.questionOrder;
    if (ids.some((id) => typeof id !== 'string' || !known.has(id)))
      check.fail(
        `answers[${i}].optionIds`,
        `Question ${number}: choose among its own options`,
        'NOT_FOUND',
      );
    else if (ids.length === 0)
      check.fail(
        `answers[${i}].optionIds`,
        `Question ${number}: choose an option`,
        'REQUIRED_FIELD_EMPTY',
      );
    else if (question.kind !== QuestionKind.MULTIPLE_CHOICE && ids.length > 1)
      check.fail(`answers[${i}].optionIds`, `Question ${number}: choose only one option`);
    chosen.set(question.id, ids as string[]);
  });
  const missing = questions.filter((q) => !chosen.has(q.id)).map((q) => q.questionOrder);
  if (missing.length)
    check.fail(
      'answers',
      `Answer every question: ${missing.length === 1 ? 'question' : 'questions'} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} unanswered`,
      'REQUIRED_FIELD_EMPTY',
    );
  check.done();
  return chosen;
}

/** An attempt as its learner sees it: what they chose, whether it was right, and the explanations. */
function result(attempt: QuizAttempt, questions: QuizQuestion[]): QuizAttemptResult {
  const answered = new Map(attempt.answers.map((a) => [a.questionId, a]));
  return {
    id: attempt.id,
    quizId: attempt.quizId,
    attemptNumber: attempt.attemptNumber,
    scorePercent: attempt.scorePercent,
    passed: attempt.passed,
    correctCount: attempt.answers.filter((a) => a.correct).length,
    questionCount: attempt.answers.length,
    submittedAt: attempt.createdAt,
    questions: questions.flatMap((question) => {
      const answer = answered.get(question.id);
      return answer
        ? [
            {
              questionId: question.id,
              prompt: question.prompt,
              chosenOptionIds: answer.optionIds,
              answeredCorrectly: answer.correct,
              explanation: question.explanation,
            },
          ]
        : [];
    }),
  };
}
