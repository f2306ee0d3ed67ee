import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { Checker } from '../common/validation';
import { columnName } from '../common/database/property-path';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { isUuid } from '../common/ids';
import { Role, User } from '../users/user.entity';
import { Course } from '../courses/course.entity';
import { localeOr, translate } from '../common/i18n/translate';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { SignedLinks } from '../common/signed-links';
import { NOTICE_PATHS } from '../users/notice-unsubscribe.controller';
import { CourseRating } from './course-rating.entity';
import { RatingQueries } from './rating.queries';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';

export const RATING_RANGE = 'Rating must be a whole number from 1 to 5';

/*
 * Stars alone (no review text), in one statement when the learner is enrolled in the course and
 * does not teach it: the checks of CourseAccess.learnable and EnrollmentsService with the upsert,
 * and whether this is their first rating (a new row has no xmax). No row: a check failed, and the
 * checked path says which. Admins never get here (learnerRefusal refuses them by role).
 */
const RATE_STARS = `
WITH target AS (
  SELECT c."id"
  FROM "courses" c
  JOIN "enrollments" e ON e."course_id" = c."id" AND e."user_id" = $1
  WHERE c."id" = $2 AND c."educator_id" IS DISTINCT FROM $1
), rated AS (
  INSERT INTO "course_ratings" ("user_id", "course_id", "rating")
  SELECT $1, "id", $3 FROM target
  ON CONFLICT ("user_id", "course_id") DO UPDATE SET
    "rating" = EXCLUDED."rating", "updated_at" = now()
  RETURNING "course_id", "review", ("xmax" = 0) AS "inserted"
)
SELECT "course_id" AS "courseId", "review", "inserted" FROM rated`;

interface Rated {
  id: string;
  review: string | null;
}

interface StarsRated {
  courseId: string;
  review: string | null;
  inserted: boolean;
}

@Injectable()
export class RatingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(RatingQueries) private readonly queries: RatingQueries,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
  ) {}

  /**
   * One rating per learner and course; rating again replaces it. `review` left out (undefined)
   * keeps the written review; text replaces it; null or blank removes it. Returns the course's new
   * summary and the review now stored.
   */
  async rate(user: User, courseId: unknown, rating: unknown, review?: unknown) {
    const check = new Checker();
    const stars = check.wholeNumber('rating', RATING_RANGE, rating, 1, 5);
    const text = check.optionalText('review', 'Review', review, REVIEW_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const stored =
      text === undefined && user.role !== Role.ADMIN && isUuid(courseId)
        ? await this.rateStars(user.id, courseId, stars)
        : undefined;
    const { id, review: kept } = stored ?? (await this.rateChecked(user, courseId, stars, text));
    // course_stats, kept by the ratings' trigger in the same transaction: one row, not every rating.
    const summary = (await this.queries.summaries([id])).get(id)!;
    return {
      message: 'Rating added',
      rating: stars,
      review: kept,
      averageRating: summary.average,
      ratingCount: summary.count,
    };
  }

  /** RATE_STARS in its transaction, with the webhook of a first rating; undefined when a check failed. */
  private rateStars(userId: string, courseId: string, stars: number): Promise<Rated | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<StarsRated[]>(RATE_STARS, [userId, courseId, stars]);
      if (!row) return undefined;
      // The id as stored: the caller's may be spelled in capitals, which keys nothing.
      if (row.inserted) await this.recordFirstRating(tx, userId, row.courseId);
      return { id: row.courseId, review: row.review };
    });
  }

  /** Each check on its own (refusals say why), then the rating and, when given, the review. */
  private async rateChecked(
    user: User,
    courseId: unknown,
    stars: number,
    text: string | null | undefined,
  ): Promise<Rated> {
    const id = await this.enrollments.requireLearnerEnrollment(user, courseId);
    const stored = await this.db.transaction(async (tx) => {
      const ratings = tx.getRepository(CourseRating);
      const before = await ratings.findOne({
        where: { userId: user.id, courseId: id },
        select: { id: true, review: true },
      });
      await ratings.upsert({ userId: user.id, courseId: id, rating: stars }, [
        'userId',
        'courseId',
      ]);
      if (text !== undefined) await this.writeReview(tx, user.id, id, text);
      if (text && text !== before?.review) await this.tellEducator(tx, user, id, stars, text);
      if (!before) await this.recordFirstRating(tx, user.id, id);
      return ratings.findOneOrFail({
        where: { userId: user.id, courseId: id },
        select: { id: true, review: true },
      });
    });
    return { id, review: stored.review };
  }

  /** A learner's first rating of a course; re-rating replaces it and is no new review. */
  private recordFirstRating(tx: EntityManager, userId: string, courseId: string) {
    return this.webhooks.record(tx, 'review.created', courseId, () =>
      webhookPayloads.review(tx, userId, courseId),
    );
  }

  /** A new or rewritten review: the course's educator hears of it. */
  private async tellEducator(
    tx: EntityManager,
    reviewer: User,
    courseId: string,
    stars: number,
    text: string,
  ) {
    const course = await tx.getRepository(Course).findOneByOrFail({ id: courseId });
    const educator = await tx.getRepository(User).findOneBy({ id: course.educatorId });
    if (!educator?.reviewNotices) return;
    const t = translate.bind(null, localeOr(educator.locale));
    const title = course.courseTitle;
    await this.mail.queue(tx, {
      kind: 'educator_review',
      locale: localeOr(educator.locale),
      to: educator.email,
      subject: t('mail.review.subject', { title }),
      heading: t('mail.review.heading', {
        stars: `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`,
        title,
      }),
      paragraphs: [
        t('mail.greeting', { name: educator.name }),
        t('mail.review.wrote', { name: reviewer.name }),
        text,
      ],
      action: {
        label: t('mail.review.action'),
        url: `${linkOrigin(this.config)}/educator/reviews`,
      },
      headers: this.links.unsubscribeHeaders(NOTICE_PATHS.reviews, educator.id),
    });
  }

  /** Only a changed text moves the review's time (and so its place at the top of the list). */
  private async writeReview(
    tx: EntityManager,
    userId: string,
    courseId: string,
    text: string | null,
  ) {
    const ratings = tx.getRepository(CourseRating);
    const [reviewColumn, writtenColumn] = [
      columnName(ratings, 'review'),
      columnName(ratings, 'reviewUpdatedAt'),
    ];
    await ratings
      .createQueryBuilder()
      .update()
      .set({
        review: text,
        // The reply answered the removed text: it goes with it.
        ...(text === null ? { reply: null, replyUpdatedAt: null, replyAuthorId: null } : {}),
        reviewUpdatedAt: () =>
          text === null
            ? 'NULL'
            : `CASE WHEN ${reviewColumn} IS NOT DISTINCT FROM :text THEN ${writtenColumn} ELSE now() END`,
      })
      .where({ userId, courseId })
      .setParameter('text', text)
      .execute();
  }
}
