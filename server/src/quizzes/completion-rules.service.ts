import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { auditIfNotOwner } from '../admin/audit-log';
import { CourseAccess } from '../courses/course-access';
import { setRequiresWatchedLectures } from '../courses/completion-rule';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';

/** A course's rule for completing lectures; the courses row's trigger tells the response cache. */
@Injectable()
export class CompletionRulesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
  ) {}

  async setRequiresWatchedLectures(
    user: User,
    courseId: unknown,
    required: boolean,
  ): Promise<Course> {
    const course = await this.access.owned(courseId, user);
    if (course.requiresWatchedLectures === required) return course;
    await this.db.transaction(async (tx) => {
      await setRequiresWatchedLectures(tx, course.id, required);
      await auditIfNotOwner(tx, user, course.educatorId, {
        action: 'course.edit',
        targetType: 'course',
        targetId: course.id,
        before: { requiresWatchedLectures: course.requiresWatchedLectures },
        after: { requiresWatchedLectures: required },
      });
    });
    return this.db.getRepository(Course).findOneByOrFail({ id: course.id });
  }
}
