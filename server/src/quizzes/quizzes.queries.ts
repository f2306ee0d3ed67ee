import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { QuizProgress, QuizStats, QuizSummary } from './dto/quiz.types';

/** Batched reads: one query whatever the number of chapters, courses or quizzes. */
@Injectable()
export class QuizzesQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Each chapter's quizzes in curriculum order, positions capped at the chapter's lecture count. */
  async summariesByChapter(chapterIds: readonly string[]): Promise<Map<string, QuizSummary[]>> {
    const rows = await this.db.query<QuizSummary[]>(
      `SELECT q."id", q."chapter_id" AS "chapterId", q."title",
         LEAST(q."position", (SELECT count(*) FROM "lectures" l WHERE l."chapter_id" = q."chapter_id"))::int AS "position",
         (SELECT count(*) FROM "quiz_questions" qq WHERE qq."quiz_id" = q."id")::int AS "questionCount",
         q."pass_mark_percent" AS "passMarkPercent", q."attempt_limit" AS "attemptLimit"
       FROM "quizzes" q WHERE q."chapter_id" = ANY($1::uuid[])
       ORDER BY q."position", q."created_at", q."id"`,
      [[...chapterIds]],
    );
    const byChapter = new Map<string, QuizSummary[]>();
    for (const quiz of rows) {
      const list = byChapter.get(quiz.chapterId);
      if (list) list.push(quiz);
      else byChapter.set(quiz.chapterId, [quiz]);
    }
    return byChapter;
  }

  /** A course's quizzes, chapter by chapter in curriculum order. */
  async summariesOfCourse(courseId: string): Promise<QuizSummary[]> {
    const chapters = await this.db.query<{ id: string }[]>(
      `SELECT "id" FROM "chapters" WHERE "course_id" = $1 ORDER BY "chapter_order"`,
      [courseId],
    );
    const byChapter = await this.summariesByChapter(chapters.map((c) => c.id));
    return chapters.flatMap((chapter) => byChapter.get(chapter.id) ?? []);
  }

  /** Quizzes the learner has passed, and all quizzes, of each course. */
  async progress(userId: string, courseIds: readonly string[]): Promise<Map<string, QuizProgress>> {
    const rows = await this.db.query<{ courseId: string; total: number; passed: number }[]>(
      `SELECT ch."course_id" AS "courseId", count(*)::int AS "total",
         count(*) FILTER (WHERE EXISTS (
           SELECT 1 FROM "quiz_attempts" a WHERE a."quiz_id" = q."id" AND a."user_id" = $1 AND a."passed"
         ))::int AS "passed"
       FROM "quizzes" q JOIN "chapters" ch ON ch."id" = q."chapter_id"
       WHERE ch."course_id" = ANY($2::uuid[])
       GROUP BY ch."course_id"`,
      [userId, [...courseIds]],
    );
    return new Map(rows.map(({ courseId, ...counts }) => [courseId, counts]));
  }

  /** The quizzes of each course the learner has passed. */
  async passedQuizIds(
    userId: string,
    courseIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const rows = await this.db.query<{ courseId: string; quizIds: string[] }[]>(
      `SELECT a."course_id" AS "courseId", array_agg(DISTINCT a."quiz_id") AS "quizIds"
       FROM "quiz_attempts" a
       WHERE a."user_id" = $1 AND a."course_id" = ANY($2::uuid[]) AND a."passed"
       GROUP BY a."course_id"`,
      [userId, [...courseIds]],
    );
    return new Map(rows.map((row) => [row.courseId, row.quizIds]));
  }

  /** Attempts and passes at each quiz. */
  async stats(quizIds: readonly string[]): Promise<Map<string, QuizStats>> {
    const rows = await this.db.query<(Omit<QuizStats, 'passRatePercent'> & { quizId: string })[]>(
      `SELECT a."quiz_id" AS "quizId", count(*)::int AS "attempts",
         count(*) FILTER (WHERE a."passed")::int AS "passedAttempts",
         count(DISTINCT a."user_id")::int AS "learners",
         count(DISTINCT a."user_id") FILTER (WHERE a."passed")::int AS "learnersPassed"
       FROM "quiz_attempts" a WHERE a."quiz_id" = ANY($1::uuid[])
       GROUP BY a."quiz_id"`,
      [[...quizIds]],
    );
    return new Map(
      rows.map(({ quizId, ...counts }) => [
        quizId,
        {
          ...counts,
          passRatePercent: Math.round((counts.passedAttempts * 1000) / counts.attempts) / 10,
        },
      ]),
    );
  }
}

export const NO_ATTEMPTS: QuizStats = {
  attempts: 0,
  passedAttempts: 0,
  learners: 0,
  learnersPassed: 0,
  passRatePercent: null,
};
