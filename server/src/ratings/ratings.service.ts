import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { Checker } from '../common/validation';
import { columnName } from '../common/database/property-path';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { User } from '../users/user.entity';
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
      // A learner's first rating of the course; re-rating replaces it and is no new review.
      if (!before)
        await this.webhooks.record(tx, 'review.created', id, () =>
          webhookPayloads.review(tx, user.id, id),
        );
      return ratings.findOneOrFail({
        where: { userId: user.id, courseId: id },
        select: { id: true, review: true },
      });
    });
    const stats = (await this.queries.stats([id])).get(id)!;
    return {
      message: 'Rating added',
      rating: stars,
      review: stored.review,
      averageRating: stats.average,
      ratingCount: stats.count,
    };
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
