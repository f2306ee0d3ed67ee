import { Inject, Injectable } from '@nestjs/common';
import { fromPaise } from '../../../shared/money';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { Course } from '../courses/course.entity';
import { netPrice } from '../courses/pricing';
import { prop } from '../common/database/property-path';
import { Enrollment } from '../enrollments/enrollment.entity';
import {
  NET_PAISE_SQL,
  PAID_SQL,
  SALES_FIGURES_SQL,
  salesFigures,
  specEarnings,
  type SalesFigureRow,
} from '../payments/sales-figures';
import type { User } from '../users/user.entity';
import {
  DASHBOARD_LATEST_ENROLLMENTS,
  type EducatorCourse,
  type EducatorDashboard,
  type StudentEnrollment,
} from './dto/educator.types';

interface EnrollmentRow {
  purchaseDate: Date;
  courseId: string;
  courseTitle: string;
  studentId: string;
  studentName: string;
  studentImageUrl: string;
}

/** An educator's view of their own courses, students and earnings. */
@Injectable()
export class EducatorService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  /**
   * The caller's courses, newest first, with earnings and student counts (three queries in all).
   * Archived courses (deleted while they had learners) are not listed: to the educator they are deleted.
   */
  async courses(educator: User): Promise<(EducatorCourse & { course: Course })[]> {
    const courses = await this.db.getRepository(Course).find({
      where: { educatorId: educator.id, archivedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (!courses.length) return [];
    const ids = courses.map((c) => c.id);
    const [netBy, studentsBy] = await Promise.all([
      this.db.query<{ courseId: string; netPaise: string }[]>(
        `SELECT p.course_id AS "courseId", ${NET_PAISE_SQL} AS "netPaise"
         FROM purchases p WHERE p.course_id = ANY($1) AND ${PAID_SQL} GROUP BY 1`,
        [ids],
      ),
      this.catalog.enrollmentCounts(ids),
    ]);
    const paiseBy = new Map(netBy.map((r) => [r.courseId, Number(r.netPaise)]));
    return courses.map((course) => ({
      course,
      id: course.id,
      courseTitle: course.courseTitle,
      courseThumbnail: course.courseThumbnail,
      coursePrice: course.coursePrice,
      discount: course.discount,
      netPrice: netPrice(course.coursePrice, course.discount),
      isPublished: course.isPublished,
      archivedAt: course.archivedAt,
      createdAt: course.createdAt,
      netSales: fromPaise(paiseBy.get(course.id) ?? 0),
      earnings: specEarnings(paiseBy.get(course.id) ?? 0),
      enrolledStudentsCount: studentsBy.get(course.id) ?? 0,
    }));
  }

  /** Learners enrolled in the caller's courses, newest first; `latest` keeps only that many. */
  async enrolledStudents(educator: User, latest?: number): Promise<StudentEnrollment[]> {
    // Per course, newest first from IDX_enrollments_course; LATERAL lets `latest` stop each scan
    // early instead of sorting every enrollment. LIMIT NULL is no limit.
    const rows = await this.db.query<EnrollmentRow[]>(
      `SELECT e.created_at AS "purchaseDate", c.id AS "courseId", c.course_title AS "courseTitle",
         u.id AS "studentId", u.name AS "studentName", u.image_url AS "studentImageUrl"
       FROM courses c
       CROSS JOIN LATERAL (
         SELECT id, user_id, created_at FROM enrollments WHERE course_id = c.id
         ORDER BY created_at DESC, id DESC LIMIT $2
       ) e
       JOIN users u ON u.id = e.user_id
       WHERE c.educator_id = $1
       ORDER BY e.created_at DESC, e.id DESC LIMIT $2`,
      [educator.id, latest ?? null],
    );
    return rows.map((row) => ({
      student: { id: row.studentId, name: row.studentName, imageUrl: row.studentImageUrl },
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      purchaseDate: row.purchaseDate,
    }));
  }

  /**
   * Counts the courses the educator still has; earnings and enrollments include archived ones.
   * Totals are computed in SQL; only the latest enrollments are listed (enrolledStudents has them all).
   */
  async dashboard(educator: User): Promise<EducatorDashboard> {
    const owned = `${prop<Course>('course', 'educatorId')} = :educatorId`;
    const [totalCourses, [sales], enrollments, enrolledStudentsData] = await Promise.all([
      this.db.getRepository(Course).countBy({ educatorId: educator.id, archivedAt: IsNull() }),
      this.db.query<SalesFigureRow[]>(
        `SELECT ${SALES_FIGURES_SQL}
         FROM courses c JOIN purchases p ON p.course_id = c.id
         WHERE c.educator_id = $1 AND ${PAID_SQL}`,
        [educator.id],
      ),
      this.db
        .getRepository(Enrollment)
        .createQueryBuilder('e')
        .innerJoin(prop<Enrollment>('e', 'course'), 'course')
        .select('count(*)::int', 'count')
        .where(owned, { educatorId: educator.id })
        .getRawOne<{ count: number }>(),
      this.enrolledStudents(educator, DASHBOARD_LATEST_ENROLLMENTS),
    ]);
    const figures = salesFigures(sales);
    return {
      totalCourses,
      totalEarnings: figures.earnings,
      grossSales: figures.grossSales,
      netSales: figures.netSales,
      totalRefunds: figures.refunds,
      refundedAmount: figures.refundedAmount,
      totalEnrollments: enrollments!.count,
      enrolledStudentsData,
    };
  }
}
