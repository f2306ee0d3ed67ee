import { Inject, Injectable } from '@nestjs/common';
import { fromPaise } from '../../../shared/money';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Checker } from '../common/validation';
import { CoursePublishingService } from '../courses/authoring/course-publishing.service';
import { NET_PAISE_SQL, PAID_SQL } from '../payments/sales-figures';
import type { User } from '../users/user.entity';
import { adminPage, containing, searchText } from './admin-page';
import { HoldKind } from './admin-hold.entity';
import { AdminHoldsService } from './admin-holds.service';
import type { AdminCourse } from './dto/admin.types';

type CourseRow = Omit<AdminCourse, 'netSales' | 'revenue' | 'publishHold'> & { netPaise: string };

const COURSE_COLUMNS = `c.id, c.course_title AS title, c.educator_id AS "educatorId",
  u.name AS "educatorName", c.is_published AS published, c.archived_at IS NOT NULL AS archived,
  c.created_at AS "createdAt",
  (SELECT count(*)::int FROM enrollments e WHERE e.course_id = c.id) AS "enrollmentCount",
  (SELECT ${NET_PAISE_SQL} FROM purchases p WHERE p.course_id = c.id AND ${PAID_SQL}) AS "netPaise"`;

/** The same net sales as the educator's own pages show for the course. */
const withNetSales = ({ netPaise, ...course }: CourseRow) => {
  const netSales = fromPaise(Number(netPaise));
  return { ...course, netSales, revenue: netSales };
};

/** Every course, drafts and archived ones included, and publishing any of them. */
@Injectable()
export class AdminCoursesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CoursePublishingService) private readonly publishing: CoursePublishingService,
    @Inject(AdminHoldsService) private readonly holds: AdminHoldsService,
  ) {}

  /** Newest first; `search` matches part of the title or of the educator's name. */
  async list(search: unknown, pageArg: unknown) {
    const text = searchText(search).toLowerCase();
    const { page, offset, limit } = adminPage(pageArg);
    const where = text ? 'WHERE lower(c.course_title) LIKE $1 OR lower(u.name) LIKE $1' : '';
    const params = text ? [containing(text)] : [];
    const from = 'FROM courses c JOIN users u ON u.id = c.educator_id';
    const [rows, [{ count }]] = await Promise.all([
      this.db.query<CourseRow[]>(
        `SELECT ${COURSE_COLUMNS} ${from} ${where}
         ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count ${from} ${where}`, params),
    ]);
    const nodes = await this.holds.attach(
      HoldKind.COURSE_PUBLISH,
      rows.map(withNetSales),
      'publishHold',
    );
    return { nodes, totalCount: count, page, pageSize: limit };
  }

  /**
   * Through the owner's publishing path, so caches and events follow as when they do it; always
   * audited. Unpublishing someone else's course holds it unpublished (CoursePublishingService).
   */
  async setPublished(admin: User, courseId: unknown, published: unknown, reason: unknown) {
    const check = new Checker();
    if (typeof published !== 'boolean') check.fail('published', 'Published must be true or false');
    const why = check.requiredText('reason', 'Reason', reason, 500, { multiline: true });
    check.done();
    const course = await this.publishing.setPublished(admin, courseId, published as boolean, {
      reason: why,
      audited: true,
    });
    const rows = await this.db.query<CourseRow[]>(
      `SELECT ${COURSE_COLUMNS} FROM courses c JOIN users u ON u.id = c.educator_id WHERE c.id = $1`,
      [course.id],
    );
    const [row] = await this.holds.attach(
      HoldKind.COURSE_PUBLISH,
      rows.map(withNetSales),
      'publishHold',
    );
    return row;
  }
}
