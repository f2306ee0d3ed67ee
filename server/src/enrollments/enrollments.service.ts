import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { Course } from '../courses/course.entity';
import { CourseAccess } from '../courses/course-access';
import { hydrated, selectedColumns } from '../common/database/plain-rows';
import type { User } from '../users/user.entity';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { Enrollment } from './enrollment.entity';

export const NOT_ENROLLED = 'You are not enrolled in this course';

/** Plain SQL: every enrolment, free ones above all, runs it, and a query builder would rebuild it each time. */
const ENROLL = `
INSERT INTO "enrollments" ("user_id", "course_id") VALUES ($1, $2)
ON CONFLICT ("user_id", "course_id") DO NOTHING
RETURNING "id"`;

@Injectable()
export class EnrollmentsService {
  /** The statement of enrollmentsWithCourses, built from the Course entity on first use. */
  private withCourses: string | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
  ) {}

  /**
   * Enrolls once: the unique (user, course) index makes a second call, even a concurrent one, a
   * no-op. Every enrollment path comes here, so each records its `enrollment.created` event here.
   */
  async enroll(tx: EntityManager, userId: string, courseId: string): Promise<boolean> {
    const [row] = await tx.query<{ id: string }[]>(ENROLL, [userId, courseId]);
    if (!row) return false;
    await this.webhooks.record(tx, 'enrollment.created', courseId, () =>
      webhookPayloads.enrollment(tx, row.id),
    );
    return true;
  }

  isEnrolled(userId: string, courseId: string): Promise<boolean> {
    return this.db.getRepository(Enrollment).existsBy({ userId, courseId });
  }

  /** Course ids in enrollment order (the original API's `enrolledCourses`). */
  async enrolledCourseIds(userId: string): Promise<string[]> {
    const rows = await this.db.getRepository(Enrollment).find({
      where: { userId },
      select: { courseId: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => r.courseId);
  }

  /**
   * The user's enrollments with their courses, oldest first. Plain SQL built once (plain-rows.ts):
   * My Enrollments reads it on every visit, for up to hundreds of courses.
   */
  async enrollmentsWithCourses(userId: string): Promise<{ enrolledAt: Date; course: Course }[]> {
    const course = this.db.getMetadata(Course);
    this.withCourses ??= `SELECT e.created_at AS "enrolledAt", ${selectedColumns(course, 'c')}
      FROM enrollments e JOIN "${course.tableName}" c ON c.id = e.course_id
      WHERE e.user_id = $1 ORDER BY e.created_at, e.id`;
    const rows = await this.db.query<({ enrolledAt: Date } & Record<string, unknown>)[]>(
      this.withCourses,
      [userId],
    );
    return rows.map((row) => ({
      enrolledAt: row.enrolledAt,
      course: hydrated<Course>(this.db, course, row),
    }));
  }

  /** Progress and resume points need an enrollment: an unknown course is not found, someone else's is refused. */
  async requireEnrollment(user: User, courseId: unknown): Promise<string> {
    return this.enrolledIn(user, await this.access.existing(courseId));
  }

  /**
   * Rating and reviewing need a learner's enrollment: the owner and admins are refused first
   * (CourseAccess.learnable), then anyone not enrolled. An unknown course is not found.
   */
  async requireLearnerEnrollment(user: User, courseId: unknown): Promise<string> {
    return this.enrolledIn(user, await this.access.learnable(courseId, user));
  }

  private async enrolledIn(user: User, courseId: string): Promise<string> {
    if (!(await this.isEnrolled(user.id, courseId)))
      throw new DomainError('FORBIDDEN', NOT_ENROLLED);
    return courseId;
  }
}
