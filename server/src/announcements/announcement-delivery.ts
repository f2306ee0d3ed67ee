import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { localeOr, translate } from '../common/i18n/translate';
import { JobQueue } from '../common/jobs/job-queue';
import { linkOrigin } from '../common/public-url';
import { SignedLinks } from '../common/signed-links';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Notices, type Notice } from '../push/notices';
import { NOTICE_PATHS } from '../users/notice-unsubscribe.controller';
import { ANNOUNCEMENT_BATCH } from './announcement-rules';

export const ANNOUNCEMENT_DELIVERY = 'announcement-delivery';

interface DeliveryJob {
  announcementId: string;
}

interface Announcement {
  id: string;
  course_id: string;
  course_title: string;
  author_id: string;
  author_name: string;
  title: string;
  body: string;
  created_at: Date;
  delivered_through: string | null;
}

interface Learner {
  id: string;
  email: string;
  locale: string;
}

/**
 * Delivers a posted announcement off the request: one `announcement` notice (the bell and mail,
 * as each chose, in their language) per learner enrolled when it was posted, ANNOUNCEMENT_BATCH
 * learners per job. Each batch reaches the next learners by id after the last one reached,
 * records that, and queues the next batch, in one transaction: a batch retried after a crash
 * starts where the last committed one ended, so nobody gets it twice.
 */
@Injectable()
export class AnnouncementDelivery implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(Notices) private readonly notices: Notices,
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(ANNOUNCEMENT_DELIVERY, {
      retryLimit: 10,
      retryDelaySeconds: 30,
      expireSeconds: 300,
    });
    await this.jobs.work<DeliveryJob>(ANNOUNCEMENT_DELIVERY, (job) =>
      this.nextBatch(job.data.announcementId),
    );
  }

  /** Delivery starts once `tx`, which posts the announcement, commits. */
  async schedule(tx: EntityManager, announcementId: string): Promise<void> {
    const job: DeliveryJob = { announcementId };
    await this.jobs.sendAll(tx, ANNOUNCEMENT_DELIVERY, [job]);
  }

  async nextBatch(announcementId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [announcement] = await tx.query<Announcement[]>(
        `SELECT a.id, a.course_id, c.course_title, a.author_id, u.name AS author_name, a.title,
           a.body, a.created_at, a.delivered_through
         FROM course_announcements a
         JOIN courses c ON c.id = a.course_id JOIN users u ON u.id = a.author_id
         WHERE a.id = $1 AND a.delivered_at IS NULL
         FOR UPDATE OF a`,
        [announcementId],
      );
      if (!announcement) return; // delivered already, or deleted with its course
      const learners = await tx.query<Learner[]>(
        `SELECT u.id, u.email, u.locale FROM enrollments e JOIN users u ON u.id = e.user_id
         WHERE e.course_id = $1 AND e.created_at <= $2 AND u.id <> $3 AND u.disabled_at IS NULL
           AND ($4::uuid IS NULL OR e.user_id > $4::uuid)
         ORDER BY e.user_id LIMIT $5`,
        [
          announcement.course_id,
          announcement.created_at,
          announcement.author_id,
          announcement.delivered_through,
          ANNOUNCEMENT_BATCH,
        ],
      );
      await this.notices.sendAll(
        tx,
        learners.map((learner) => this.notice(announcement, learner)),
      );
      const more = learners.length === ANNOUNCEMENT_BATCH;
      await tx.query(
        `UPDATE course_announcements SET delivered_through = $2,
           delivered_at = CASE WHEN $3::boolean THEN NULL ELSE now() END
         WHERE id = $1`,
        [announcement.id, learners.at(-1)?.id ?? announcement.delivered_through, more],
      );
      if (more) await this.schedule(tx, announcement.id);
    });
  }

  private notice(announcement: Announcement, learner: Learner): Notice {
    const locale = localeOr(learner.locale);
    const t = translate.bind(null, locale);
    const course = announcement.course_title;
    const path = `/course/${announcement.course_id}`;
    return {
      kind: 'announcement',
      userId: learner.id,
      mail: {
        kind: 'course_announcement',
        locale,
        to: learner.email,
        subject: t('mail.announcement.subject', { course, title: announcement.title }),
        heading: announcement.title,
        paragraphs: [
          t('mail.announcement.intro', { name: announcement.author_name, course }),
          ...announcement.body.split(/\r?\n\s*\r?\n/).filter((p) => p.trim()),
        ],
        action: { label: t('mail.announcement.action'), url: `${linkOrigin(this.config)}${path}` },
        footnote: t('mail.announcement.footnote', { course }),
        headers: this.links.unsubscribeHeaders(NOTICE_PATHS.announcements, learner.id),
      },
      push: {
        title: t('push.announcement.title', { course }),
        body: announcement.title,
        url: path,
        tag: `announcement-${announcement.id}`,
      },
    };
  }
}
