import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Chapter } from '../courses/chapter.entity';
import { Lecture } from '../courses/lecture.entity';
import { prop } from '../database/property-path';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import { LectureCompletion } from './lecture-completion.entity';

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
    if (courseIds.length === 0) return new Map();
    const [totals, done] = await Promise.all([
      this.db
        .getRepository(Lecture)
        .createQueryBuilder('lecture')
        .innerJoin(prop<Lecture>('lecture', 'chapter'), 'chapter')
        .select(prop<Chapter>('chapter', 'courseId'), 'courseId')
        .addSelect('count(*)::int', 'count')
        .where(`${prop<Chapter>('chapter', 'courseId')} IN (:...courseIds)`, { courseIds })
        .groupBy(prop<Chapter>('chapter', 'courseId'))
        .getRawMany<{ courseId: string; count: number }>(),
      this.db.getRepository(LectureCompletion).find({
        where: { userId, courseId: In([...courseIds]) },
        select: { courseId: true, lectureId: true },
        order: { createdAt: 'ASC' },
      }),
    ]);
    const totalBy = new Map(totals.map((t) => [t.courseId, t.count]));
    const doneBy = new Map<string, string[]>();
    for (const row of done)
      doneBy.set(row.courseId, [...(doneBy.get(row.courseId) ?? []), row.lectureId]);
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
      (await this.db.getRepository(Lecture).existsBy({ id: lectureId, chapter: { courseId: id } }));
    if (!inCourse)
      throw new DomainError('BAD_USER_INPUT', LECTURE_NOT_IN_COURSE, [
        { field: 'lectureId', message: LECTURE_NOT_IN_COURSE, code: 'INVALID' },
      ]);
    const inserted = await this.db
      .getRepository(LectureCompletion)
      .createQueryBuilder()
      .insert()
      .values({ userId: user.id, courseId: id, lectureId })
      .orIgnore()
      .execute();
    const progress = (await this.summaries(user.id, [id])).get(id)!;
    return {
      message: (inserted.raw as unknown[]).length
        ? 'Progress Updated'
        : 'Lecture Already Completed',
      progress,
    };
  }
}
