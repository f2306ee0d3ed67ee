import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { formatMoney, localeOr, translate } from '../common/i18n/translate';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue } from '../common/jobs/job-queue';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { SignedLinks } from '../common/signed-links';
import { NOTICE_PATHS } from '../users/notice-unsubscribe.controller';
import { PurchaseStatus } from '../payments/purchase.entity';
import { SaleNotices, User } from '../users/user.entity';
import { markDigestSent } from '../users/user-writes';

const DIGEST = 'educator-digest';

/**
 * The daily digest of new learners, for educators who chose it (SaleNotices.DAILY). A job every
 * 15 minutes takes the educators whose last digest is a day old, each locked (SKIP LOCKED, so
 * instances share the work), and mails what came since in the same transaction that moves their
 * mark: each learner is reported once, and a day with none sends nothing.
 */
@Injectable()
export class SalesDigestService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(SignedLinks) private readonly links: SignedLinks,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.jobs.scheduled) return;
    await this.jobs.queue(DIGEST, { retryLimit: 2, retryDelaySeconds: 60, expireSeconds: 600 });
    await this.jobs.every(DIGEST, '*/15 * * * *');
    await this.jobs.work(DIGEST, () => this.sendDueDigests().then(() => undefined));
  }

  /** Sends every digest that is due; how many educators were looked at. */
  async sendDueDigests(now = new Date()): Promise<number> {
    let handled = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        const [educator] = await tx.query<{ id: string; since: Date }[]>(
          `SELECT id, coalesce(digest_sent_until, $1::timestamptz - interval '1 day') AS since
           FROM users
           WHERE sale_notices = $2 AND (digest_sent_until IS NULL OR digest_sent_until <= $1::timestamptz - interval '1 day')
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now, SaleNotices.DAILY],
        );
        if (!educator) return true;
        const rows = await tx.query<
          { title: string; learner: string; amount: number; currency: string }[]
        >(
          `SELECT c.course_title AS title, u.name AS learner, coalesce(p.amount_paise, 0) AS amount,
                  coalesce(p.currency, '') AS currency
           FROM enrollments e
           JOIN courses c ON c.id = e.course_id
           JOIN users u ON u.id = e.user_id
           LEFT JOIN purchases p ON p.user_id = e.user_id AND p.course_id = e.course_id AND p.status = $4
           WHERE c.educator_id = $1 AND e.created_at > $2 AND e.created_at <= $3
           ORDER BY e.created_at`,
          [educator.id, educator.since, now, PurchaseStatus.COMPLETED],
        );
        if (rows.length) await this.mailDigest(tx, educator.id, rows);
        await markDigestSent(tx, educator.id, now);
        handled += 1;
        return false;
      });
      if (done) return handled;
    }
  }

  private async mailDigest(
    tx: EntityManager,
    educatorId: string,
    rows: { title: string; learner: string; amount: number; currency: string }[],
  ) {
    const educator = await tx.getRepository(User).findOneByOrFail({ id: educatorId });
    const locale = localeOr(educator.locale);
    const t = translate.bind(null, locale);
    const money = (paise: number, currency: string) =>
      paise > 0 ? formatMoney(locale, paise, currency) : t('mail.digest.free');
    await this.mail.queue(tx, {
      kind: 'educator_digest',
      locale,
      to: educator.email,
      subject: t('mail.digest.subject', { count: rows.length }),
      heading: t('mail.digest.heading'),
      paragraphs: [
        t('mail.greeting', { name: educator.name }),
        ...rows.map((r) =>
          t('mail.digest.row', {
            learner: r.learner,
            title: r.title,
            price: money(r.amount, r.currency),
          }),
        ),
      ],
      action: {
        label: t('mail.seeStudents'),
        url: `${linkOrigin(this.config)}/educator/student-enrolled`,
      },
      footnote: t('mail.digest.footnote'),
      headers: this.links.unsubscribeHeaders(NOTICE_PATHS.sales, educator.id),
    });
  }
}
