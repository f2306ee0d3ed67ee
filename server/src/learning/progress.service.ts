import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Certificate } from '../certificates/certificate.entity';
import { CertificatesService } from '../certificates/certificates.service';
import { isUuid } from '../common/ids';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import { LectureCompletion } from './lecture-completion.entity';
import type { ProgressSummary } from './dto/progress.types';
import { LecturePositionsService, watchedToNearEnd } from './lecture-positions.service';
import { lectureNotInCourse, lectureNotWatched } from './progress-errors';
import { countedCompletion } from '../courses/counted-lectures';

/**
 * The learner's completed lectures in these courses, oldest first, and whether each counts. Raw
 * rows (a learner with hundreds of courses has thousands of completions to group), in plain SQL:
 * every progress read and completion runs it.
 */
const COMPLETIONS = `
SELECT c."course_id" AS "courseId", c."lecture_id" AS "lectureId", ${countedCompletion('c')} AS "counted"
FROM "lecture_completions" c
WHERE c."user_id" = $1 AND c."course_id" = ANY($2::uuid[])
ORDER BY c."created_at"`;

interface Marked {
  courseId: string;
  requiresWatched: boolean;
  inserted: boolean;
}

/*
 * A lecture completed in one statement when the learner is enrolled in the course, the lecture is
 * one of its and the course does not require watched lectures: the checks of checkedCompletion
 * and its insert. No row: one of the checks failed (checkedCompletion says which). Learners tick
 * lectures often, so this spends one round trip where the checks one by one spend five.
 */
const MARK_COMPLETED = `
WITH target AS (
  SELECT c."id", c."requires_watched_lectures" AS "requiresWatched"
  FROM "lectures" l
  JOIN "chapters" ch ON ch."id" = l."chapter_id"
  JOIN "courses" c ON c."id" = ch."course_id"
  JOIN "enrollments" e ON e."course_id" = c."id" AND e."user_id" = $1
  WHERE l."id" = $3 AND c."id" = $2
), inserted AS (
  INSERT INTO "lecture_completions" ("user_id", "course_id", "lecture_id")
  SELECT $1, $2, $3 FROM target WHERE NOT target."requiresWatched"
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT target."id" AS "courseId", target."requiresWatched", EXISTS (SELECT 1 FROM inserted) AS "inserted"
FROM target`;

@Injectable()
export class ProgressService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
    @Inject(LecturePositionsService) private readonly positions: LecturePositionsService,
    @Inject(CertificatesService) private readonly certificates: CertificatesService,
  ) {}

  /**
   * Progress of one user in many courses: three queries whatever the number of courses.
   * `lectureStats` lets a GraphQL request share its loader's lecture counts.
   */
  async summaries(
    userId: string,
    courseIds: readonly string[],
    lectureStats = (ids: readonly string[]) => this.catalog.lectureStats(ids),
  ): Promise<Map<string, ProgressSummary>> {
    if (courseIds.length === 0) return new Map();
    const [totals, done, resumePoints] = await Promise.all([
      lectureStats(courseIds),
      this.db.query<{ courseId: string; lectureId: string; counted: boolean }[]>(COMPLETIONS, [
        userId,
        courseIds,
      ]),
      this.positions.resumePoints(userId, courseIds),
    ]);
    const doneBy = new Map<string, string[]>();
    const countedBy = new Map<string, number>();
    for (const { courseId, lectureId, counted } of done) {
      const ids = doneBy.get(courseId);
      if (ids) ids.push(lectureId);
      else doneBy.set(courseId, [lectureId]);
      if (counted) countedBy.set(courseId, (countedBy.get(courseId) ?? 0) + 1);
    }
    return new Map(
      courseIds.map((courseId) => {
        const completedLectureIds = doneBy.get(courseId) ?? [];
        const totalLectures = totals.get(courseId)?.lectures ?? 0;
        const lecturesCompleted = countedBy.get(courseId) ?? 0;
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
            resume: resumePoints.get(courseId) ?? null,
          },
        ];
      }),
    );
  }

  async courseProgress(user: User, courseId: unknown): Promise<ProgressSummary> {
    const id = await this.enrollments.requireEnrollment(user, courseId);
    return (await this.summaries(user.id, [id])).get(id)!;
  }

  /**
   * The learner's live certificate for the course, issued now if every lecture is done and there
   * is none yet (a course completed before certificates existed, or whose remaining lectures
   * were deleted). A certificate outlives lectures added later.
   */
  async certificateFor(userId: string, progress: ProgressSummary): Promise<Certificate | null> {
    const { courseId, completed } = progress;
    const certificates = await this.certificates.issue(
      userId,
      [courseId],
      completed ? [courseId] : [],
    );
    return certificates.get(courseId) ?? null;
  }

  /**
   * A course that requires watched lectures completes one only once the player has reported it
   * watched to near its end; a lecture completed already stays completed.
   */
  private async requireWatched(userId: string, courseId: string, lectureId: string) {
    const course = await this.db
      .getRepository(Course)
      .findOne({ where: { id: courseId }, select: { id: true, requiresWatchedLectures: true } });
    if (!course?.requiresWatchedLectures) return;
    if (await this.db.getRepository(LectureCompletion).existsBy({ userId, lectureId })) return;
    if (!(await watchedToNearEnd(this.db, userId, lectureId))) throw lectureNotWatched();
  }

  /** Marks a lecture of the course complete, issuing the certificate with the last one; doing it twice changes nothing. */
  async completeLecture(
    user: User,
    courseId: unknown,
    lectureId: unknown,
  ): Promise<{ message: string; progress: ProgressSummary; certificate: Certificate | null }> {
    const [marked] =
      isUuid(courseId) && isUuid(lectureId)
        ? await this.db.query<Marked[]>(MARK_COMPLETED, [user.id, courseId, lectureId])
        : [];
    // The course id as stored: the caller's may be spelled in capitals, which keys nothing.
    const { id, inserted } =
      marked && !marked.requiresWatched
        ? { id: marked.courseId, inserted: marked.inserted }
        : await this.checkedCompletion(user, courseId, lectureId);
    const progress = (await this.summaries(user.id, [id])).get(id)!;
    return {
      message: inserted ? 'Progress Updated' : 'Lecture Already Completed',
      progress,
      certificate: await this.certificateFor(user.id, progress),
    };
  }

  /**
   * completeLecture one check at a time, for what MARK_COMPLETED leaves: a refusal, with the
   * reason it gets here, and a course that requires watched lectures. The course's id, and
   * whether it inserted.
   */
  private async checkedCompletion(user: User, courseId: unknown, lectureId: unknown) {
    const id = await this.enrollments.requireEnrollment(user, courseId);
    const inCourse =
      isUuid(lectureId) &&
      (await this.db.getRepository(Lecture).existsBy({ id: lectureId, chapter: { courseId: id } }));
    if (!inCourse) throw lectureNotInCourse();
    await this.requireWatched(user.id, id, lectureId);
    const inserted = await this.db
      .getRepository(LectureCompletion)
      .createQueryBuilder()
      .insert()
      .values({ userId: user.id, courseId: id, lectureId })
      .orIgnore()
      .execute();
    return { id, inserted: (inserted.raw as unknown[]).length > 0 };
  }
}
