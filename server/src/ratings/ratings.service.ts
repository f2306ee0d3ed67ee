import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput } from '../common/errors/domain-error';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import { CourseRating } from './course-rating.entity';

export const RATING_RANGE = 'Rating must be a whole number from 1 to 5';

@Injectable()
export class RatingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  /** One rating per learner and course; rating again replaces it. Returns the course's new summary. */
  async rate(user: User, courseId: unknown, rating: unknown) {
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      throw badInput([{ field: 'rating', message: RATING_RANGE, code: 'INVALID' }]);
    }
    const id = await this.enrollments.requireEnrollment(user, courseId);
    await this.db
      .getRepository(CourseRating)
      .upsert({ userId: user.id, courseId: id, rating }, ['userId', 'courseId']);
    const stats = (await this.catalog.ratingStats([id])).get(id)!;
    return {
      message: 'Rating added',
      rating,
      averageRating: stats.average,
      ratingCount: stats.count,
    };
  }
}
