import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { LEARNER_REFUSALS, learnerRefusal } from '../../../shared/learner-policy';
import { forbidden, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { byPrimaryKey } from '../common/database/plain-rows';
import { Role, type User } from '../users/user.entity';
import { CourseCatalogQueries } from './course-catalog.queries';
import { Course } from './course.entity';

export const COURSE_NOT_FOUND = 'Course not found';
export const NO_ACCESS = 'Course not found or you do not have access to it';
export const NOT_YOUR_COURSE = 'Only the course’s educator may do this';
export const NOT_A_MEMBER = 'Only the course’s learners and its educator may see this';

/**
 * Who may do what with a course, for every service on both APIs: each answer starts from an id the
 * caller sent (checked here), and a course the caller may not know of reads as not found.
 */
@Injectable()
export class CourseAccess {
  /** A course row by id: every course page, enrolment and purchase starts here. */
  private readonly courseById: (id: string) => Promise<Course | null>;

  constructor(
    @InjectRepository(Course) private readonly courses: Repository<Course>,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
    @InjectDataSource() db: DataSource,
  ) {
    this.courseById = byPrimaryKey(db, Course);
  }

  /**
   * A course the viewer may open: any published course, or an unpublished one they own,
   * administer or are enrolled in. Anything else is "not found", whichever the reason.
   */
  async viewable(id: unknown, viewer: User | undefined): Promise<Course> {
    const course = isUuid(id) ? await this.courseById(id) : null;
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (!course.isPublished && !(await this.catalog.fullAccess(viewer, [course.id])).has(course.id))
      throw notFound(COURSE_NOT_FOUND);
    return course;
  }

  /** The id of an existing course (published or not, archived or not), else NOT_FOUND. */
  async existing(id: unknown): Promise<string> {
    if (!isUuid(id) || !(await this.courses.existsBy({ id }))) throw notFound(COURSE_NOT_FOUND);
    return id.toLowerCase(); // as stored, whatever the caller's capitals: ids key maps later
  }

  /** A published course the user may buy or enroll in: not their own, and not as an admin. */
  async purchasable(id: unknown, user: User): Promise<Course> {
    const course = isUuid(id) ? await this.courseById(id) : null;
    if (!course?.isPublished) throw notFound(COURSE_NOT_FOUND);
    assertMayLearn(user, course);
    return course;
  }

  /** The id of an existing course the user may learn from as a student (rate, review). */
  async learnable(id: unknown, user: User): Promise<string> {
    const course = isUuid(id)
      ? await this.courses.findOne({ where: { id }, select: { id: true, educatorId: true } })
      : null;
    if (!course) throw notFound(COURSE_NOT_FOUND);
    assertMayLearn(user, course);
    return course.id;
  }

  /**
   * The course if the user owns it or is an admin and it is not archived (deleted, to its owner);
   * otherwise "not found or no access", whichever it is.
   */
  async owned(id: unknown, user: User): Promise<Course> {
    const course = isUuid(id) ? await this.courses.findOneBy({ id, archivedAt: IsNull() }) : null;
    if (!course || (course.educatorId !== user.id && user.role !== Role.ADMIN))
      throw notFound(NO_ACCESS);
    return course;
  }

  /**
   * A course the user speaks for (announcements): their own or, for an admin, any, not archived.
   * One they may see but not speak for is FORBIDDEN; one they may not know of is not found.
   */
  async speakable(id: unknown, user: User): Promise<Course> {
    const course = isUuid(id) ? await this.courses.findOneBy({ id, archivedAt: IsNull() }) : null;
    if (course && (course.educatorId === user.id || user.role === Role.ADMIN)) return course;
    if (course && (course.isPublished || (await this.catalog.fullAccess(user, [course.id])).size))
      throw forbidden(NOT_YOUR_COURSE);
    throw notFound(COURSE_NOT_FOUND);
  }

  /**
   * A course whose members' pages (announcements) the user may read: they own it, administer it or
   * are enrolled. A course they may see otherwise is FORBIDDEN; one they may not know of not found.
   */
  async member(id: unknown, user: User): Promise<Course> {
    const course = isUuid(id) ? await this.courses.findOneBy({ id }) : null;
    if (course && (await this.catalog.fullAccess(user, [course.id])).has(course.id)) return course;
    if (course?.isPublished) throw forbidden(NOT_A_MEMBER);
    throw notFound(COURSE_NOT_FOUND);
  }
}

/**
 * The course's owner and admins do not learn from it (shared/learner-policy.ts): refused as
 * FORBIDDEN, which REST answers 200 `{ success: false, message }`.
 */
function assertMayLearn(user: Pick<User, 'id' | 'role'>, course: Pick<Course, 'educatorId'>) {
  const refusal = learnerRefusal(
    { id: user.id, isAdmin: user.role === Role.ADMIN },
    course.educatorId,
  );
  if (refusal) throw forbidden(LEARNER_REFUSALS[refusal]);
}
