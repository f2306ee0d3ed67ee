import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { Course } from '../courses/course.entity';
import { netPrice } from '../courses/pricing';
import type { User } from '../users/user.entity';
import type { DeleteOutcome } from './course-authoring.service';
import type { EducatorCourse, EducatorDashboard, StudentEnrollment } from './dto/educator.types';

export const DELETE_MESSAGES: Record<DeleteOutcome, string> = {
  DELETED: 'Course deleted successfully!',
  ARCHIVED:
    'Course deleted successfully! Its enrolled students keep access to it, and what they paid still counts in your earnings.',
};

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
    const [earnings, studentsBy] = await Promise.all([
      this.db.query<{ course_id: string; paise: string }[]>(
        `SELECT course_id, sum(amount_paise) AS paise FROM purchases WHERE status = 'completed' AND course_id = ANY($1) GROUP BY course_id`,
        [ids],
      ),
      this.catalog.enrollmentCounts(ids),
    ]);
    const paiseBy = new Map(earnings.map((r) => [r.course_id, Number(r.paise)]));
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
      earnings: Math.floor((paiseBy.get(course.id) ?? 0) / 100),
      enrolledStudentsCount: studentsBy.get(course.id) ?? 0,
    }));
  }

  /** Learners enrolled in the caller's courses, newest first. */
  async enrolledStudents(educator: User): Promise<StudentEnrollment[]> {
    const rows = await this.db.query<
      {
        user_id: string;
        name: string;
        image_url: string;
        course_id: string;
        course_title: string;
        created_at: Date;
      }[]
    >(
      `SELECT u.id AS user_id, u.name, u.image_url, c.id AS course_id, c.course_title, e.created_at
         FROM enrollments e
         JOIN courses c ON c.id = e.course_id
         JOIN users u ON u.id = e.user_id
        WHERE c.educator_id = $1
        ORDER BY e.created_at DESC, e.id DESC`,
      [educator.id],
    );
    return rows.map((r) => ({
      student: { id: r.user_id, name: r.name, imageUrl: r.image_url },
      courseId: r.course_id,
      courseTitle: r.course_title,
      purchaseDate: r.created_at,
    }));
  }

  /** Counts the courses the educator still has; earnings and enrolments include archived ones. */
  async dashboard(educator: User): Promise<EducatorDashboard> {
    const [[totals], enrolledStudentsData] = await Promise.all([
      this.db.query<{ courses: number; paise: string }[]>(
        `SELECT (SELECT count(*)::int FROM courses WHERE educator_id = $1 AND archived_at IS NULL) AS courses,
                (SELECT coalesce(sum(p.amount_paise), 0) FROM purchases p JOIN courses c ON c.id = p.course_id
                  WHERE c.educator_id = $1 AND p.status = 'completed') AS paise`,
        [educator.id],
      ),
      this.enrolledStudents(educator),
    ]);
    return {
      totalCourses: totals.courses,
      totalEarnings: Math.floor(Number(totals.paise) / 100),
      totalEnrollments: enrolledStudentsData.length,
      enrolledStudentsData,
    };
  }
}
