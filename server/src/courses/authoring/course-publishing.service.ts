import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Checker } from '../../common/validation';
import { Course } from '../course.entity';
import { CourseAccess } from '../course-access';
import { OwnerAudit, type OwnedChange } from '../owner-audit';
import type { User } from '../../users/user.entity';
import { webhookPayloads } from '../../webhooks/webhook-payloads';
import { WebhookEvents } from '../../webhooks/webhook-events.service';
import { CoursePublishHold } from './course-publish-hold';
import { requirePlayableLectures } from './playable-lectures';
import { requireTeachingOwner } from './teaching-owner';

const REASON_MAX = 500;
export const UNPUBLISH_REASON_REQUIRED =
  'Reason is required to unpublish someone else’s course: its owner is shown it';

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
    @Inject(OwnerAudit) private readonly audit: OwnerAudit,
    @Inject(CoursePublishHold) private readonly hold: CoursePublishHold,
  ) {}

  /**
   * The owner's or an admin's switch. An admin acting on someone else's course is audited in the
   * change's transaction (`options.audited` audits the admin console's own action always), and
   * their unpublishing places a hold, with `options.reason` (then required), that keeps its owner
   * from publishing it again until an admin lifts it; an admin publishing it ends that hold.
   */
  async setPublished(
    user: User,
    id: unknown,
    published: boolean,
    options: { reason?: unknown; audited?: boolean } = {},
  ): Promise<Course> {
    const course = await this.access.owned(id, user);
    const forOther = user.id !== course.educatorId;
    const check = new Checker();
    const reason = check.optionalText('reason', 'Reason', options.reason, REASON_MAX, {
      multiline: true,
    });
    if (forOther && !published && !reason && course.isPublished)
      check.fail('reason', UNPUBLISH_REASON_REQUIRED, 'REQUIRED_FIELD_EMPTY');
    check.done();
    if (course.isPublished === published) return course;
    // Publishing (again) is `course.published`; unpublishing is a visibility change, `course.updated`.
    const type = published ? 'course.published' : 'course.updated';
    await this.db.transaction(async (tx) => {
      // Locked first, so an admin's unpublish-and-hold and the owner's publish never interleave.
      await tx.query('SELECT id FROM courses WHERE id = $1 FOR UPDATE', [course.id]);
      if (published) {
        await requireTeachingOwner(tx, course.educatorId);
        await requirePlayableLectures(tx, course.id);
        if (!forOther) await this.hold.requireNone(tx, course.id);
      }
      // Conditional: of two people flipping it at once, only one records the event and audit row.
      const flipped = await tx
        .getRepository(Course)
        .update({ id: course.id, isPublished: !published }, { isPublished: published });
      if (!flipped.affected) return;
      await this.webhooks.record(tx, type, course.id, () =>
        webhookPayloads.course(tx, course.id, type),
      );
      let holdLifted = false;
      if (forOther && !published) await this.hold.place(tx, user, course.id, reason!);
      if (forOther && published)
        holdLifted = await this.hold.end(tx, user, course.id, reason ?? 'Published by an admin');
      const record: OwnedChange = {
        action: published ? 'course.publish' : 'course.unpublish',
        targetType: 'course',
        targetId: course.id,
        reason,
        before: { published: course.isPublished },
        after: { published, ...(holdLifted ? { holdLifted } : {}) },
      };
      if (options.audited) await this.audit.always(tx, user, record);
      else await this.audit.ifNotOwner(tx, user, course.educatorId, record);
    });
    return this.db.getRepository(Course).findOneByOrFail({ id: course.id });
  }
}
