import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobWithMetadata } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { formatMoney, localeOr, translate } from '../common/i18n/translate';
import { JobQueue } from '../common/jobs/job-queue';
import { linkOrigin } from '../common/public-url';
import { SignedLinks } from '../common/signed-links';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { NOTICE_PATHS } from '../users/notice-unsubscribe.controller';
import { Role, SaleNotices } from '../users/user.entity';

export const EDUCATOR_SALE_NOTICE = 'educator-sale-notice';

/** A course's sale or free enrolment, as it was when it happened. */
export interface SaleNoticeJob {
  courseId: string;
  courseTitle: string;
  learnerName: string;
  /** What was paid; absent for a free enrolment. */
  paid?: { amountPaise: number; currency: string };
}

interface Educator {
  id: string;
  name: string;
  email: string;
  locale: string | null;
  role: Role;
  sale_notices: SaleNotices;
}

/**
 * The educator's mail about each sale or free enrolment of their course, when they chose instant
 * notices (the daily digest is SalesDigestService's). Queued in the transaction that sells or
 * enrols, so it is sent only for what committed, and written by a job, off the request: reading
 * the educator and rendering the mail cost more than the enrolment itself. The mail's id is the
 * job's, so a job run again after a crash mails nobody twice.
 */
@Injectable()
export class EducatorSaleNotices implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(EDUCATOR_SALE_NOTICE, {
      retryLimit: 10,
      retryDelaySeconds: 30,
      expireSeconds: 60,
    });
    await this.jobs.work<SaleNoticeJob>(EDUCATOR_SALE_NOTICE, (job) => this.deliver(job));
  }

  /** The notice goes out once `tx` commits. */
  async schedule(tx: EntityManager, sale: SaleNoticeJob): Promise<void> {
    await this.jobs.sendAll(tx, EDUCATOR_SALE_NOTICE, [sale]);
  }

  async deliver({ id, data: sale }: Pick<JobWithMetadata<SaleNoticeJob>, 'id' | 'data'>) {
    const [educator] = await this.db.query<Educator[]>(
      `SELECT u.id, u.name, u.email, u.locale, u.role, u.sale_notices
       FROM courses c JOIN users u ON u.id = c.educator_id WHERE c.id = $1`,
      [sale.courseId],
    );
    if (!educator || educator.role === Role.STUDENT) return;
    if (educator.sale_notices !== SaleNotices.INSTANT) return; // the daily digest, or nothing
    const locale = localeOr(educator.locale);
    const t = translate.bind(null, locale);
    const what = sale.paid
      ? t('mail.sale.sold', {
          title: sale.courseTitle,
          amount: formatMoney(locale, sale.paid.amountPaise, sale.paid.currency),
          learner: sale.learnerName,
        })
      : t('mail.sale.free', { title: sale.courseTitle, learner: sale.learnerName });
    await this.db.transaction((tx) =>
      this.mail.queue(tx, {
        id,
        kind: 'educator_sale',
        locale,
        to: educator.email,
        subject: t('mail.sale.subject', { title: sale.courseTitle }),
        heading: t('mail.sale.heading'),
        paragraphs: [t('mail.greeting', { name: educator.name }), what],
        action: {
          label: t('mail.seeStudents'),
          url: `${linkOrigin(this.config)}/educator/student-enrolled`,
        },
        headers: this.links.unsubscribeHeaders(NOTICE_PATHS.sales, educator.id),
      }),
    );
  }
}
