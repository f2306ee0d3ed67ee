import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RequestLoaders } from '../../common/graphql/request-loaders';
import { CourseCatalogQueries } from '../../courses/course-catalog.queries';
import type { Booking } from '../booking.entity';
import type { PrepCard, PrepCourse, PrepQuizScore, PrepResume } from './insights.types';
import { countedCompletion } from '../../courses/counted-lectures';

/** A learner and one of their courses: the key of every per-course read below. */
interface Pair {
  learnerId: string;
  courseId: string;
}

const pairKey = (learnerId: string, courseId: string) => `${learnerId}:${courseId}`;

/** The pairs as two parallel uuid arrays, for `unnest($1::uuid[], $2::uuid[])`. */
const columns = (pairs: Pair[]) => [pairs.map((p) => p.learnerId), pairs.map((p) => p.courseId)];

/**
 * Prep cards of a list of bookings in a fixed number of queries: the enrolled courses of every
 * (learner, mentor) pair, then lecture counts, completions, quiz bests and resume points of every
 * (learner, course) pair at once. Reads learning's, quizzes' and enrollments' tables (never writes).
 */
@Injectable()
export class PrepLoaders {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  async card(loaders: RequestLoaders, booking: Booking): Promise<PrepCard> {
    const courses = await loaders.perKey<PrepCourse[]>(
      'prepCourses',
      `${booking.learnerId}:${booking.mentorId}`,
      (keys) => this.courses(keys),
    );
    const ordered = courses
      .map((c) => ({ ...c, bookedFrom: c.courseId === booking.courseId }))
      .sort((a, b) => Number(b.bookedFrom) - Number(a.bookedFrom));
    return { note: booking.note, courses: ordered };
  }

  /** For each "learnerId:mentorId": the mentor's courses the learner is enrolled in, newest enrollment first. */
  private async courses(keys: readonly string[]): Promise<PrepCourse[][]> {
    const wanted = keys.map((k) => k.split(':'));
    const enrolled = await this.db.query<(Pair & { mentorId: string; courseTitle: string })[]>(
      `SELECT e.user_id AS "learnerId", c.educator_id AS "mentorId", c.id AS "courseId",
         c.course_title AS "courseTitle"
       FROM unnest($1::uuid[], $2::uuid[]) AS k(learner_id, mentor_id)
       JOIN enrollments e ON e.user_id = k.learner_id
       JOIN courses c ON c.id = e.course_id AND c.educator_id = k.mentor_id
       ORDER BY e.created_at DESC, c.id`,
      [wanted.map(([l]) => l), wanted.map(([, m]) => m)],
    );
    const [lectures, done, quizzes, resumes] = await Promise.all([
      this.catalog.lectureStats([...new Set(enrolled.map((e) => e.courseId))]),
      this.completed(enrolled),
      this.quizBests(enrolled),
      this.resumePoints(enrolled),
    ]);
    return wanted.map(([learnerId, mentorId]) =>
      enrolled
        .filter((e) => e.learnerId === learnerId && e.mentorId === mentorId)
        .map(({ courseId, courseTitle }) => {
          const key = pairKey(learnerId, courseId);
          const totalLectures = lectures.get(courseId)?.lectures ?? 0;
          const lecturesCompleted = done.get(key) ?? 0;
          return {
            courseId,
            courseTitle,
            bookedFrom: false,
            lecturesCompleted,
            totalLectures,
            // As ProgressService.summaries: rounded down, so 100 means every lecture.
            percent: totalLectures ? Math.floor((lecturesCompleted * 100) / totalLectures) : 0,
            quizzes: quizzes.get(key) ?? [],
            resume: resumes.get(key) ?? null,
          };
        }),
    );
  }

  private async completed(pairs: Pair[]): Promise<Map<string, number>> {
    if (!pairs.length) return new Map();
    const rows = await this.db.query<(Pair & { n: number })[]>(
      `SELECT lc.user_id AS "learnerId", lc.course_id AS "courseId", count(*)::int AS n
       FROM unnest($1::uuid[], $2::uuid[]) AS k(user_id, course_id)
       JOIN lecture_completions lc ON lc.user_id = k.user_id AND lc.course_id = k.course_id
       WHERE ${countedCompletion('lc')}
       GROUP BY 1, 2`,
      columns(pairs),
    );
    return new Map(rows.map((r) => [pairKey(r.learnerId, r.courseId), r.n]));
  }

  /** Each attempted quiz's best score, in curriculum order. */
  private async quizBests(pairs: Pair[]): Promise<Map<string, PrepQuizScore[]>> {
    const byPair = new Map<string, PrepQuizScore[]>();
    if (!pairs.length) return byPair;
    const rows = await this.db.query<(Pair & PrepQuizScore)[]>(
      `SELECT a.user_id AS "learnerId", a.course_id AS "courseId", q.id AS "quizId", q.title,
         max(a.score_percent)::int AS "bestScorePercent", bool_or(a.passed) AS passed,
         count(*)::int AS attempts
       FROM unnest($1::uuid[], $2::uuid[]) AS k(user_id, course_id)
       JOIN quiz_attempts a ON a.user_id = k.user_id AND a.course_id = k.course_id
       JOIN quizzes q ON q.id = a.quiz_id
       JOIN chapters ch ON ch.id = q.chapter_id
       GROUP BY a.user_id, a.course_id, q.id, ch.chapter_order
       ORDER BY ch.chapter_order, q.position, q.id`,
      columns(pairs),
    );
    for (const { learnerId, courseId, ...score } of rows) {
      const key = pairKey(learnerId, courseId);
      byPair.set(key, [...(byPair.get(key) ?? []), score]);
    }
    return byPair;
  }

  private async resumePoints(pairs: Pair[]): Promise<Map<string, PrepResume>> {
    if (!pairs.length) return new Map();
    const rows = await this.db.query<(Pair & PrepResume)[]>(
      `SELECT p.user_id AS "learnerId", p.course_id AS "courseId", p.lecture_id AS "lectureId",
         l.lecture_title AS "lectureTitle", ch.chapter_title AS "chapterTitle",
         p.position_seconds AS "positionSeconds", p.updated_at AS "updatedAt"
       FROM unnest($1::uuid[], $2::uuid[]) AS k(user_id, course_id)
       JOIN lecture_positions p ON p.user_id = k.user_id AND p.course_id = k.course_id
       JOIN lectures l ON l.id = p.lecture_id
       JOIN chapters ch ON ch.id = l.chapter_id`,
      columns(pairs),
    );
    return new Map(
      rows.map(({ learnerId, courseId, ...point }) => [pairKey(learnerId, courseId), point]),
    );
  }
}
