import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { CourseCatalogQueries } from './course-catalog.queries';
import type { Instructor } from './dto/discovery.types';

/** An instructor's public page: only someone teaching at least one published course has one. */
@Injectable()
export class InstructorQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  async instructor(id: unknown): Promise<Instructor> {
    if (!isUuid(id)) throw notFound('Instructor not found');
    const [row] = await this.db.query<(Omit<Instructor, 'courses'> & { courseIds: string[] })[]>(
      `SELECT u.id, u.name, u.image_url AS "imageUrl", u.headline, u.bio, u.links,
         (SELECT count(DISTINCT e.user_id) FROM enrollments e JOIN courses c ON c.id = e.course_id
           WHERE c.educator_id = u.id)::int AS "totalStudents",
         coalesce((SELECT round(avg(r.rating), 2) FROM course_ratings r JOIN courses c ON c.id = r.course_id
           WHERE c.educator_id = u.id), 0)::float AS "averageRating",
         (SELECT count(*) FROM course_ratings r JOIN courses c ON c.id = r.course_id
           WHERE c.educator_id = u.id)::int AS "ratingCount",
         (SELECT count(*) FROM course_ratings r JOIN courses c ON c.id = r.course_id
           WHERE c.educator_id = u.id AND r.review IS NOT NULL AND r.hidden_at IS NULL)::int AS "reviewCount",
         ARRAY(SELECT c.id FROM courses c LEFT JOIN course_stats s ON s.course_id = c.id
           WHERE c.educator_id = u.id AND c.is_published
           ORDER BY coalesce(s.enrollment_count, 0) DESC, c.created_at DESC) AS "courseIds"
       FROM users u WHERE u.id = $1`,
      [id],
    );
    if (!row || row.courseIds.length === 0) throw notFound('Instructor not found');
    const { courseIds, ...instructor } = row;
    return { ...instructor, courses: await this.catalog.inOrder(courseIds) };
  }
}
