import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Course } from '../courses/course.entity';
import { CourseAccess } from '../courses/course-access';
import type { User } from '../users/user.entity';

/**
 * Publishing and unpublishing, the owner's (or an admin's) business. An unpublished course leaves
 * every public list and page (course_stats copies the flag); its enrolled learners keep learning.
 * The courses table's trigger tells the response cache.
 */
@Injectable()
export class CoursePublishingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
  ) {}

  async setPublished(user: User, id: unknown, published: boolean): Promise<Course> {
    const course = await this.access.owned(id, user);
    if (course.isPublished === published) return course;
    await this.db.getRepository(Course).update({ id: course.id }, { isPublished: published });
    return this.db.getRepository(Course).findOneByOrFail({ id: course.id });
  }
}
