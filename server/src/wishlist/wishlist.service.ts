import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Checker } from '../common/validation';
import { CourseAccess } from '../courses/course-access';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import type { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import { WishlistItem } from './wishlist-item.entity';

/** A wishlist holds at most this many courses, so the list is one small page. */
export const WISHLIST_MAX = 200;

/** A learner's wishlist: published courses saved for later, newest first. */
@Injectable()
export class WishlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  /** The user's wishlisted courses that are published now, the latest added first. */
  async list(user: User): Promise<Course[]> {
    const rows = await this.db.query<{ course_id: string }[]>(
      `SELECT w.course_id FROM wishlist_items w JOIN courses c ON c.id = w.course_id
       WHERE w.user_id = $1 AND c.is_published
       ORDER BY w.created_at DESC, w.id DESC`,
      [user.id],
    );
    return this.catalog.inOrder(rows.map((r) => r.course_id));
  }

  /**
   * Adds a course the user can see; adding it again changes nothing. Only a published course may be
   * added (an unpublished one the user can see, e.g. their own draft, is a field error).
   */
  async add(user: User, courseId: unknown): Promise<Course> {
    const course = await this.access.viewable(courseId, user);
    const check = new Checker();
    if (!course.isPublished)
      check.fail('courseId', 'Only published courses can be added to a wishlist', 'INVALID');
    check.done();
    const items = this.db.getRepository(WishlistItem);
    if (await items.existsBy({ userId: user.id, courseId: course.id })) return course;
    // Two adds racing past the count may pass the limit by one: it only keeps the list short.
    if ((await items.countBy({ userId: user.id })) >= WISHLIST_MAX)
      check.fail('courseId', `A wishlist holds at most ${WISHLIST_MAX} courses`, 'TOO_LONG');
    check.done();
    await items
      .createQueryBuilder()
      .insert()
      .values({ userId: user.id, courseId: course.id })
      .orIgnore()
      .execute();
    return course;
  }

  /**
   * Removes a course from the wishlist; removing one that is not there changes nothing. Answers the
   * course, or null when the user may no longer see it (unpublished since it was added).
   */
  async remove(user: User, courseId: unknown): Promise<Course | null> {
    const id = await this.access.existing(courseId);
    await this.db.getRepository(WishlistItem).delete({ userId: user.id, courseId: id });
    return this.access.viewable(id, user).catch(() => null);
  }
}
