import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Certificate } from '../certificates/certificate.entity';
import { CertificatesService } from '../certificates/certificates.service';
import { isUuid } from '../common/ids';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { prop } from '../common/database/property-path';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import { LectureCompletion } from './lecture-completion.entity';
import type { ProgressSummary } from './dto/progress.types';
import { LecturePositionsService, watchedToNearEnd } from './lecture-positions.service';
import { lectureNotInCourse, lectureNotWatched } from './progress-errors';
import { countedLecture } from '../courses/counted-lectures';

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
      // Raw rows: a learner with hundreds of courses has thousands of completions to group.
      this.db
        .getRepository(LectureCompletion)
        .createQueryBuilder('c')
        .select(prop<LectureCompletion>('c', 'courseId'), 'courseId')
        .addSelect(prop<LectureCompletion>('c', 'lectureId'), 'lectureId')
        .addSelect(countedLecture('lecture'), 'counted')
        .innerJoin(Lecture, 'lecture', `lecture.id = ${prop<LectureCompletion>('c', 'lectureId')}`)
        .where({ userId })
        .andWhere(`${prop<LectureCompletion>('c', 'courseId')} = ANY(:courseIds)`, { courseIds })
        .orderBy(prop<LectureCompletion>('c', 'createdAt'))
        .getRawMany<{ courseId: string; lectureId: string; counted: boolean }>(),
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
    const progress = (await this.summaries(user.id, [id])).get(id)!;
    return {
      message: (inserted.raw as unknown[]).length
        ? 'Progress Updated'
        : 'Lecture Already Completed',
      progress,
      certificate: await this.certificateFor(user.id, progress),
    };
  }
}
