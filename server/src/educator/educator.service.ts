import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { Course } from '../courses/course.entity';
import { netPrice } from '../courses/pricing';
import { prop } from '../database/property-path';
import { Enrollment } from '../enrollments/enrollment.entity';
import { Purchase, PurchaseStatus } from '../payments/purchase.entity';
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
      this.db
        .getRepository(Purchase)
        .createQueryBuilder('p')
        .select(prop<Purchase>('p', 'courseId'), 'courseId')
        .addSelect(`sum(${prop<Purchase>('p', 'amountPaise')})`, 'paise')
        .where({ status: PurchaseStatus.COMPLETED, courseId: In(ids) })
        .groupBy(prop<Purchase>('p', 'courseId'))
        .getRawMany<{ courseId: string; paise: string }>(),
      this.catalog.enrollmentCounts(ids),
    ]);
    const paiseBy = new Map(earnings.map((r) => [r.courseId, Number(r.paise)]));
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
    const rows = await this.db.getRepository(Enrollment).find({
      where: { course: { educatorId: educator.id } },
      relations: { course: true, user: true },
      select: {
        id: true,
        createdAt: true,
        course: { id: true, courseTitle: true },
        user: { id: true, name: true, imageUrl: true },
      },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(({ user, course, createdAt }) => ({
      student: { id: user!.id, name: user!.name, imageUrl: user!.imageUrl },
      courseId: course!.id,
      courseTitle: course!.courseTitle,
      purchaseDate: createdAt,
    }));
  }

  /** Counts the courses the educator still has; earnings and enrolments include archived ones. */
  async dashboard(educator: User): Promise<EducatorDashboard> {
    const [totalCourses, paise, enrolledStudentsData] = await Promise.all([
      this.db.getRepository(Course).countBy({ educatorId: educator.id, archivedAt: IsNull() }),
      this.db.getRepository(Purchase).sum('amountPaise', {
        status: PurchaseStatus.COMPLETED,
        course: { educatorId: educator.id },
      }),
      this.enrolledStudents(educator),
    ]);
    return {
      totalCourses,
      totalEarnings: Math.floor((paise ?? 0) / 100),
      totalEnrollments: enrolledStudentsData.length,
      enrolledStudentsData,
    };
  }
}
