import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { Course } from '../courses/course.entity';
import { OwnerAudit } from '../courses/owner-audit';
import { Role, type User } from '../users/user.entity';
import { CourseRating } from './course-rating.entity';
import type { EducatorReview } from './dto/review.types';
import { ReviewQueries } from './review.queries';

export const REVIEW_NOT_FOUND = 'Review not found';

/** The course educator's (or an admin's) one reply under a written review. */
@Injectable()
export class ReviewRepliesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ReviewQueries) private readonly reviews: ReviewQueries,
    @Inject(OwnerAudit) private readonly audit: OwnerAudit,
  ) {}

  /** Writes or rewrites the reply; its time moves only when the text changes. */
  async reply(user: User, reviewId: unknown, reply: unknown): Promise<EducatorReview> {
    const check = new Checker();
    const text = check.requiredText('reply', 'Reply', reply, REVIEW_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const review = await this.answerable(user, reviewId);
    if (review.reply !== text)
      await this.db.transaction(async (tx) => {
        await tx
          .getRepository(CourseRating)
          .update(
            { id: review.id },
            { reply: text, replyUpdatedAt: new Date(), replyAuthorId: user.id },
          );
        await this.audit.ifNotOwner(tx, user, review.educatorId, {
          action: 'review.reply',
          targetType: 'review',
          targetId: review.id,
          before: { reply: review.reply },
          after: { reply: text },
        });
      });
    return (await this.reviews.one(review.id))!;
  }

  /** Removes the reply; removing one that is not there is harmless. */
  async remove(user: User, reviewId: unknown): Promise<EducatorReview> {
    const review = await this.answerable(user, reviewId);
    if (review.reply !== null)
      await this.db.transaction(async (tx) => {
        await tx
          .getRepository(CourseRating)
          .update({ id: review.id }, { reply: null, replyUpdatedAt: null, replyAuthorId: null });
        await this.audit.ifNotOwner(tx, user, review.educatorId, {
          action: 'review.reply_remove',
          targetType: 'review',
          targetId: review.id,
          before: { reply: review.reply },
          after: { reply: null },
        });
      });
    return (await this.reviews.one(review.id))!;
  }

  /**
   * A written review of a course the user teaches (archived ones too), or any for an admin; with
   * the course's educator, whose reply it is (an admin's change to it is audited).
   */
  private async answerable(user: User, reviewId: unknown) {
    const review = isUuid(reviewId)
      ? await this.db.getRepository(CourseRating).findOne({
          where: { id: reviewId, review: Not(IsNull()) },
          select: { id: true, courseId: true, reply: true },
        })
      : null;
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const course = await this.db
      .getRepository(Course)
      .findOne({ where: { id: review.courseId }, select: { id: true, educatorId: true } });
    if (!course || (course.educatorId !== user.id && user.role !== Role.ADMIN))
      throw notFound(REVIEW_NOT_FOUND);
    return { ...review, educatorId: course.educatorId };
  }
}
