import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Course } from '../courses/course.entity';
import { CourseAccess } from '../courses/course-access';
import type { User } from '../users/user.entity';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { requireTeachingOwner } from './teaching-owner';

/**
 * Publishing and unpublishing, the owner's (or an admin's) business, with their webhook events. An unpublished course leaves
 * every public list and page (course_stats copies the flag); its enrolled learners keep learning.
 * The courses table's trigger tells the response cache.
 */
@Injectable()
export class CoursePublishingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
  ) {}

  /** `alsoInTx` runs in the change's transaction when the flag changes (the admin's audit row). */
  async setPublished(
    user: User,
    id: unknown,
    published: boolean,
    alsoInTx?: (tx: EntityManager, before: Course) => Promise<void>,
  ): Promise<Course> {
    const course = await this.access.owned(id, user);
    if (course.isPublished === published) return course;
    // Publishing (again) is `course.published`; unpublishing is a visibility change, `course.updated`.
    const type = published ? 'course.published' : 'course.updated';
    await this.db.transaction(async (tx) => {
      if (published) await requireTeachingOwner(tx, course.educatorId);
      // Conditional: of two people flipping it at once, only one records the event and audit row.
      const flipped = await tx
        .getRepository(Course)
        .update({ id: course.id, isPublished: !published }, { isPublished: published });
      if (!flipped.affected) return;
      await this.webhooks.record(tx, type, course.id, () =>
        webhookPayloads.course(tx, course.id, type),
      );
      await alsoInTx?.(tx, course);
    });
    return this.db.getRepository(Course).findOneByOrFail({ id: course.id });
  }
}
