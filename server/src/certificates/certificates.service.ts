import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { certificatePagePath } from '../../../shared/certificate-paths';
import { isUuid } from '../common/ids';
import { hydrated, selectedColumns } from '../common/database/plain-rows';
import { localeOr, translate, type Locale } from '../common/i18n/translate';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Notices } from '../push/notices';
import { User } from '../users/user.entity';
import { Certificate } from './certificate.entity';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';

/**
 * Copies the learner's name, the course title, the educator's name and the course's length as they
 * are now; the completion date is when the last lecture was completed or the last quiz first
 * passed, whichever is later. No course with a quiz the learner has not passed gets one, whoever
 * asks: this is the one place the quiz rule lives. The partial unique index makes a repeated or
 * concurrent issue a no-op.
 */
const ISSUE_SQL = `
  INSERT INTO "certificates"
    ("user_id", "course_id", "learner_name", "course_title", "educator_name", "completed_at", "course_minutes")
  SELECT learner."id", course."id", learner."name", course."course_title", educator."name",
    GREATEST(done."last", quizzes."last"),
    (SELECT coalesce(sum(l."lecture_duration"), 0) FROM "chapters" ch
     JOIN "lectures" l ON l."chapter_id" = ch."id" WHERE ch."course_id" = course."id")
  FROM "courses" course
  JOIN "users" learner ON learner."id" = $1
  JOIN "users" educator ON educator."id" = course."educator_id"
  JOIN LATERAL (
    SELECT max(lc."created_at") AS "last" FROM "lecture_completions" lc
    WHERE lc."user_id" = $1 AND lc."course_id" = course."id"
  ) done ON done."last" IS NOT NULL
  CROSS JOIN LATERAL (
    SELECT bool_and(passed."at" IS NOT NULL) AS "all_passed", max(passed."at") AS "last"
    FROM "quizzes" q
    JOIN "chapters" ch ON ch."id" = q."chapter_id" AND ch."course_id" = course."id"
    LEFT JOIN LATERAL (
      SELECT min(a."created_at") AS "at" FROM "quiz_attempts" a
      WHERE a."quiz_id" = q."id" AND a."user_id" = $1 AND a."passed"
    ) passed ON true
  ) quizzes
  WHERE course."id" = ANY($2::uuid[]) AND quizzes."all_passed" IS NOT FALSE
  ON CONFLICT ("user_id", "course_id") WHERE "revoked_at" IS NULL DO NOTHING
  RETURNING "id", "course_id", "course_title"`;

@Injectable()
export class CertificatesService {
  private liveSql: string | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(Notices) private readonly notices: Notices,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
  ) {}

  /**
   * The learner's live certificates among `courseIds`, by course id, first issuing those of
   * `completed` (courses whose every lecture the learner has done: ProgressService decides) that
   * have none and whose every quiz the learner has passed. One query when nothing is missing,
   * three whatever the number of courses otherwise.
   */
  async issue(
    userId: string,
    courseIds: readonly string[],
    completed: readonly string[] = courseIds,
  ): Promise<Map<string, Certificate>> {
    const live = await this.live(userId, courseIds);
    const missing = completed.filter((id) => !live.has(id));
    if (missing.length === 0) return live;
    await this.db.transaction(async (tx) => {
      const issued = await tx.query<{ id: string; course_id: string; course_title: string }[]>(
        ISSUE_SQL,
        [userId, missing],
      );
      if (issued.length) await this.mailIssued(tx, userId, issued);
      await this.webhooks.recordEach(
        tx,
        'certificate.issued',
        issued.map(({ id, course_id: courseId }) => ({
          courseId,
          data: () => webhookPayloads.certificate(tx, id, linkOrigin(this.config)),
        })),
      );
    });
    return this.live(userId, courseIds);
  }

  /** "Your certificate is ready", with its link, once per certificate issued (mail, and a push when wanted). */
  private async mailIssued(
    tx: EntityManager,
    userId: string,
    issued: { id: string; course_title: string }[],
  ) {
    const learner = await tx.getRepository(User).findOneByOrFail({ id: userId });
    const locale = localeOr(learner.locale);
    const t = translate.bind(null, locale);
    await this.notices.sendAll(
      tx,
      issued.map(({ id, course_title: title }) => ({
        kind: 'certificate',
        userId,
        mail: {
          kind: 'certificate_issued',
          locale,
          to: learner.email,
          subject: t('mail.certificate.subject', { title }),
          heading: t('mail.certificate.heading'),
          paragraphs: [
            t('mail.greeting', { name: learner.name }),
            t('mail.certificate.body', { title }),
          ],
          action: {
            label: t('mail.certificate.action'),
            url: `${linkOrigin(this.config)}${certificatePagePath(id)}`,
          },
        },
        push: {
          title: t('push.certificate.title'),
          body: t('push.certificate.body', { title }),
          url: certificatePagePath(id),
          tag: `certificate-${id}`,
        },
      })),
    );
  }

  /** The learner's live certificates among `courseIds`, by course id: one query. */
  async live(userId: string, courseIds: readonly string[]): Promise<Map<string, Certificate>> {
    if (courseIds.length === 0) return new Map();
    const metadata = this.db.getMetadata(Certificate);
    // Plain SQL built once: every progress answer with its certificate runs it.
    this.liveSql ??= `SELECT ${selectedColumns(metadata, 'c')} FROM "${metadata.tableName}" c
      WHERE c."user_id" = $1 AND c."course_id" = ANY($2::uuid[]) AND c."revoked_at" IS NULL`;
    const rows = await this.db.query<Record<string, unknown>[]>(this.liveSql, [
      userId,
      courseIds,
    ]);
    return new Map(
      rows.map((row) => {
        const certificate = hydrated<Certificate>(this.db, metadata, row);
        return [certificate.courseId!, certificate];
      }),
    );
  }

  /** All the learner's live certificates, latest completion first: one query. */
  allLive(userId: string): Promise<Certificate[]> {
    return this.db
      .getRepository(Certificate)
      .find({ where: { userId, revokedAt: IsNull() }, order: { completedAt: 'DESC' } });
  }

  /** What anyone holding the id may see: null for an unknown, malformed or revoked id. */
  async verify(id: unknown): Promise<Certificate | null> {
    if (!isUuid(id)) return null;
    return this.db.getRepository(Certificate).findOneBy({ id, revokedAt: IsNull() });
  }

  /** The language of the certificate's holder (`User.locale`), its PDF's. */
  async holderLocale(certificate: Certificate): Promise<Locale> {
    const holder = await this.db
      .getRepository(User)
      .findOne({ where: { id: certificate.userId }, select: { id: true, locale: true } });
    return localeOr(holder?.locale);
  }

  /**
   * Revokes the learner's live certificate for the course inside the caller's transaction (a
   * refund); it stays on record. Whether there was one to revoke.
   */
  async revokeFor(tx: EntityManager, userId: string, courseId: string): Promise<boolean> {
    const result = await tx
      .getRepository(Certificate)
      .update({ userId, courseId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }
}
