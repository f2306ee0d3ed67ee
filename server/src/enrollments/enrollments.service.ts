import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Course } from '../courses/course.entity';
import { COURSE_NOT_FOUND } from '../courses/courses.service';
import { prop } from '../common/database/property-path';
import type { User } from '../users/user.entity';
import { Enrollment } from './enrollment.entity';
import { assertMayLearn } from './learner-policy';

export const NOT_ENROLLED = 'You are not enrolled in this course';

@Injectable()
export class EnrollmentsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Enrols once: the unique (user, course) index makes a second call, even a concurrent one, a no-op. */
  async enrol(tx: EntityManager, userId: string, courseId: string): Promise<boolean> {
    const result = await tx
      .getRepository(Enrollment)
      .createQueryBuilder()
      .insert()
      .values({ userId, courseId })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  isEnrolled(userId: string, courseId: string): Promise<boolean> {
    return this.db.getRepository(Enrollment).existsBy({ userId, courseId });
  }

  /** Course ids in enrolment order (the original API's `enrolledCourses`). */
  async enrolledCourseIds(userId: string): Promise<string[]> {
    const rows = await this.db.getRepository(Enrollment).find({
      where: { userId },
      select: { courseId: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => r.courseId);
  }

  /** The user's enrolments with their courses, oldest first. */
  async enrollmentsWithCourses(userId: string): Promise<{ enrolledAt: Date; course: Course }[]> {
    const rows = await this.db
      .getRepository(Enrollment)
      .createQueryBuilder('e')
      .innerJoinAndSelect(prop<Enrollment>('e', 'course'), 'course')
      .where({ userId })
      .orderBy(prop<Enrollment>('e', 'createdAt'), 'ASC')
      .addOrderBy(prop<Enrollment>('e', 'id'), 'ASC')
      .getMany();
    return rows.map((e) => ({ enrolledAt: e.createdAt, course: e.course! }));
  }

  /** Progress and ratings need an enrolment: an unknown course is not found, someone else's is refused. */
  async requireEnrollment(user: User, courseId: unknown): Promise<string> {
    const id = await this.requireCourse(courseId);
    if (!(await this.isEnrolled(user.id, id))) throw new DomainError('FORBIDDEN', NOT_ENROLLED);
    return id;
  }

  /**
   * Rating and reviewing need a learner's enrolment: the owner and admins are refused first
   * (learner-policy.ts), then anyone not enrolled. An unknown course is not found.
   */
  async requireLearnerEnrollment(user: User, courseId: unknown): Promise<string> {
    const course = isUuid(courseId)
      ? await this.db
          .getRepository(Course)
          .findOne({ where: { id: courseId }, select: { id: true, educatorId: true } })
      : null;
    if (!course) throw notFound(COURSE_NOT_FOUND);
    assertMayLearn(user, course);
    if (!(await this.isEnrolled(user.id, course.id)))
      throw new DomainError('FORBIDDEN', NOT_ENROLLED);
    return course.id;
  }

  /** The id of an existing course (published or not, archived or not), else NOT_FOUND. */
  async requireCourse(courseId: unknown): Promise<string> {
    if (!isUuid(courseId) || !(await this.db.getRepository(Course).existsBy({ id: courseId })))
      throw notFound(COURSE_NOT_FOUND);
    return courseId;
  }
}
