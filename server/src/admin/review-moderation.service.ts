import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { badInput, conflict, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { CourseRating } from '../ratings/course-rating.entity';
import { hideReview, restoreReview } from '../ratings/rating-writes';
import type { User } from '../users/user.entity';
import { adminPage } from './admin-page';
import { audit } from './audit-log';
import type { AdminReviewReport, AdminReviewState } from './dto/admin.types';
import { ReviewReport } from './review-report.entity';

export const REVIEW_NOT_FOUND = 'Review not found';
export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_MESSAGES = {
  own: 'You cannot report your own review.',
  again: 'You have reported this review already. Thank you: an admin will look at it.',
};
export const REPORT_REASON_MAX = 500;

export type ReportStatus = 'open' | 'resolved' | 'all';

const REPORT_COLUMNS = `SELECT rr.id, r.id AS "reviewId", c.id AS "courseId",
  c.course_title AS "courseTitle", author.name AS "reviewerName", r.rating, r.review,
  r.hidden_at AS "hiddenAt", reporter.name AS "reporterName", rr.reason,
  rr.created_at AS "createdAt", rr.resolved_at AS "resolvedAt", rr.resolution`;

const REPORTS_FROM = `FROM review_reports rr
  JOIN course_ratings r ON r.id = rr.rating_id
  JOIN courses c ON c.id = r.course_id
  JOIN users author ON author.id = r.user_id
  LEFT JOIN users reporter ON reporter.id = rr.reporter_id`;

/**
 * Learners' reports of reviews, and admins hiding or showing a review's text, or dismissing a
 * report and keeping the review.
 */
@Injectable()
export class ReviewModerationService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Once per learner and review; the author cannot report their own, nor anyone a hidden one. */
  async report(user: User, reviewId: unknown, reason: unknown): Promise<boolean> {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, REPORT_REASON_MAX, {
      multiline: true,
    });
    check.done();
    const review = isUuid(reviewId)
      ? await this.db.getRepository(CourseRating).findOneBy({ id: reviewId, hiddenAt: IsNull() })
      : null;
    if (!review?.review) throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === user.id)
      throw badInput([{ field: 'reviewId', message: REPORT_MESSAGES.own, code: 'OWN_REVIEW' }]);
    const inserted = await this.db
      .getRepository(ReviewReport)
      .createQueryBuilder()
      .insert()
      .values({ ratingId: review.id, reporterId: user.id, reason: why })
      .orIgnore()
      .execute();
    if (!(inserted.raw as unknown[]).length) throw conflict(REPORT_MESSAGES.again);
    return true;
  }

  /** Open reports first (oldest first), then resolved ones (newest first). */
  async reports(status: unknown, pageArg: unknown) {
    const check = new Checker();
    const which = (status ?? 'open') as ReportStatus;
    if (!['open', 'resolved', 'all'].includes(which))
      check.fail('status', 'Status must be open, resolved or all');
    check.done();
    const { page, offset, limit } = adminPage(pageArg);
    const where =
      which === 'open'
        ? 'WHERE rr.resolved_at IS NULL'
        : which === 'resolved'
          ? 'WHERE rr.resolved_at IS NOT NULL'
          : '';
    const [nodes, [{ count }]] = await Promise.all([
      this.db.query<AdminReviewReport[]>(
        `${REPORT_COLUMNS} ${REPORTS_FROM} ${where}
         ORDER BY rr.resolved_at IS NOT NULL, rr.resolved_at DESC, rr.created_at, rr.id
         LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count ${REPORTS_FROM} ${where}`),
    ]);
    return { nodes, totalCount: count, page, pageSize: limit };
  }

  /** The text leaves every public list (the stars still count); its open reports are resolved. */
  hide(admin: User, reviewId: unknown, reason: unknown) {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, REPORT_REASON_MAX, {
      multiline: true,
    });
    check.done();
    return this.change(reviewId, async (tx, review) => {
      if (review.hiddenAt) return;
      await hideReview(tx, review.id);
      const resolved = await tx
        .getRepository(ReviewReport)
        .createQueryBuilder()
        .update()
        .set({ resolvedAt: () => 'now()', resolution: 'hidden' })
        .where('rating_id = :id AND resolved_at IS NULL', { id: review.id })
        .execute();
      const after = await tx.getRepository(CourseRating).findOneByOrFail({ id: review.id });
      await audit(tx, admin, {
        action: 'review.hide',
        targetType: 'review',
        targetId: review.id,
        reason: why,
        before: { hiddenAt: null, review: review.review },
        after: { hiddenAt: after.hiddenAt, reportsResolved: resolved.affected ?? 0 },
      });
    });
  }

  /**
   * The report leaves the open queue and the review stays as it is (other reports of it stay
   * open). Dismissing a resolved report changes nothing and writes no second audit row.
   */
  async dismiss(admin: User, reportId: unknown, reason: unknown): Promise<AdminReviewReport> {
    const check = new Checker();
    const why = check.optionalText('reason', 'Reason', reason, REPORT_REASON_MAX, {
      multiline: true,
    });
    check.done();
    if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(ReviewReport);
      const report = await repo.findOne({
        where: { id: reportId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!report) throw notFound(REPORT_NOT_FOUND);
      if (report.resolvedAt) return;
      await repo.update({ id: report.id }, { resolvedAt: () => 'now()', resolution: 'dismissed' });
      await audit(tx, admin, {
        action: 'report.dismiss',
        targetType: 'review',
        targetId: report.ratingId,
        reason: why,
        before: { reportReason: report.reason, resolution: null },
        after: { resolution: 'dismissed' },
      });
    });
    const [row] = await this.db.query<AdminReviewReport[]>(
      `${REPORT_COLUMNS} ${REPORTS_FROM} WHERE rr.id = $1`,
      [reportId],
    );
    return row;
  }

  restore(admin: User, reviewId: unknown, reason: unknown) {
    const check = new Checker();
    const why = check.optionalText('reason', 'Reason', reason, REPORT_REASON_MAX, {
      multiline: true,
    });
    check.done();
    return this.change(reviewId, async (tx, review) => {
      if (!review.hiddenAt) return;
      await restoreReview(tx, review.id);
      await audit(tx, admin, {
        action: 'review.restore',
        targetType: 'review',
        targetId: review.id,
        reason: why,
        before: { hiddenAt: review.hiddenAt },
        after: { hiddenAt: null },
      });
    });
  }

  private async change(
    reviewId: unknown,
    apply: (tx: EntityManager, review: CourseRating) => Promise<void>,
  ): Promise<AdminReviewState> {
    if (!isUuid(reviewId)) throw notFound(REVIEW_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      const review = await tx
        .getRepository(CourseRating)
        .findOne({ where: { id: reviewId }, lock: { mode: 'pessimistic_write' } });
      if (!review?.review) throw notFound(REVIEW_NOT_FOUND);
      await apply(tx, review);
      const now = await tx.getRepository(CourseRating).findOneByOrFail({ id: review.id });
      return { id: now.id, hiddenAt: now.hiddenAt };
    });
  }
}
