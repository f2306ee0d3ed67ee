import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';

export interface ProgressSummary {
  courseId: string;
  completedLectureIds: string[];
  lecturesCompleted: number;
  totalLectures: number;
  /** completed * 100 / total, rounded down, so 100 means every lecture. */
  percent: number;
  completed: boolean;
}

export const LECTURE_NOT_IN_COURSE = 'This lecture is not part of the course';

@Injectable()
export class ProgressService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
  ) {}

  /** Progress of one user in many courses: two queries whatever the number of courses. */
  async summaries(
    userId: string,
    courseIds: readonly string[],
  ): Promise<Map<string, ProgressSummary>> {
    const [totals, done] = await Promise.all([
      this.db.query<{ course_id: string; n: number }[]>(
        `SELECT ch.course_id, count(l.id)::int AS n FROM chapters ch JOIN lectures l ON l.chapter_id = ch.id
          WHERE ch.course_id = ANY($1) GROUP BY ch.course_id`,
        [courseIds],
      ),
      this.db.query<{ course_id: string; lecture_id: string }[]>(
        `SELECT course_id, lecture_id FROM lecture_completions WHERE user_id = $1 AND course_id = ANY($2) ORDER BY created_at`,
        [userId, courseIds],
      ),
    ]);
    const totalBy = new Map(totals.map((t) => [t.course_id, t.n]));
    const doneBy = new Map<string, string[]>();
    for (const row of done)
      doneBy.set(row.course_id, [...(doneBy.get(row.course_id) ?? []), row.lecture_id]);
    return new Map(
      courseIds.map((courseId) => {
        const completedLectureIds = doneBy.get(courseId) ?? [];
        const totalLectures = totalBy.get(courseId) ?? 0;
        const lecturesCompleted = completedLectureIds.length;
        const percent = totalLectures ? Math.floor((lecturesCompleted * 100) / totalLectures) : 0;
        return [
          courseId,
          {
            courseId,
            completedLectureIds,
            lecturesCompleted,
            totalLectures,
            percent,
            completed: totalLectures > 0 && lecturesCompleted >= totalLectures,
          },
        ];
      }),
    );
  }

  async courseProgress(user: User, courseId: unknown): Promise<ProgressSummary> {
    const id = await this.enrollments.requireEnrollment(user, courseId);
    return (await this.summaries(user.id, [id])).get(id)!;
  }

  /** Marks a lecture of the course complete; doing it twice changes nothing. */
  async completeLecture(
    user: User,
    courseId: unknown,
    lectureId: unknown,
  ): Promise<{ message: string; progress: ProgressSummary }> {
    const id = await this.enrollments.requireEnrollment(user, courseId);
    const inCourse =
      isUuid(lectureId) &&
      (
        await this.db.query<unknown[]>(
          `SELECT 1 FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id WHERE l.id = $1 AND ch.course_id = $2`,
          [lectureId, id],
        )
      ).length > 0;
    if (!inCourse)
      throw new DomainError('BAD_USER_INPUT', LECTURE_NOT_IN_COURSE, [
        { field: 'lectureId', message: LECTURE_NOT_IN_COURSE, code: 'INVALID' },
      ]);
    const inserted = await this.db.query<unknown[]>(
      `INSERT INTO lecture_completions (user_id, course_id, lecture_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, lecture_id) DO NOTHING RETURNING id`,
      [user.id, id, lectureId],
    );
    const progress = (await this.summaries(user.id, [id])).get(id)!;
    return {
      message: inserted.length ? 'Progress Updated' : 'Lecture Already Completed',
      progress,
    };
  }
}
