import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { REPORT_REASON_MAX_LENGTH } from '../../../shared/community';
import { audit } from '../admin/audit-log';
import { isUniqueViolation } from '../common/db-errors';
import { invalidField, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import type { User } from '../users/user.entity';
import { CommunityNotices } from './community-notices';
import { COMMUNITY_ERRORS } from './community-rules';
import type { PostReportView } from './dto/post-report.types';
import { LectureQuestion } from './lecture-question.entity';
import { PostReport } from './post-report.entity';
import { QuestionAnswer } from './question-answer.entity';
import { lectureTitle, QuestionsService } from './questions.service';

export const REPORT_NOT_FOUND = 'Report not found';

/** A post is a question, or an answer with its question. */
interface Post {
  question: LectureQuestion;
  answer: QuestionAnswer | null;
}

/**
 * Reports of questions and answers, and the admins' answer to them: hiding the post (audited, and
 * its author told why) or dismissing the report. The admin console lists them beside review reports.
 */
@Injectable()
export class PostModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(QuestionsService) private readonly questions: QuestionsService,
    @Inject(CommunityNotices) private readonly notices: CommunityNotices,
  ) {}

  /** Once per person and post, never one's own; only a post the reporter may see. */
  async report(user: User, post: { questionId?: unknown; answerId?: unknown }, reason: unknown) {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, REPORT_REASON_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const { question, answer } = await this.post(post);
    await this.questions.visible(user, question.id);
    // Hidden already: its author and the course's staff still see it, and none of them reports it.
    if (answer?.hiddenAt) throw notFound(COMMUNITY_ERRORS.answerNotFound);
    if ((answer ?? question).authorId === user.id)
      throw invalidField(answer ? 'answerId' : 'questionId', COMMUNITY_ERRORS.ownPost);
    try {
      await this.db.getRepository(PostReport).insert({
        questionId: question.id,
        answerId: answer?.id ?? null,
        reporterId: user.id,
        reason: why,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw invalidField(answer ? 'answerId' : 'questionId', COMMUNITY_ERRORS.reportedAlready);
      throw error;
    }
    return true;
  }

  /** Open reports (or all), oldest first: one statement. */
  list(open: boolean): Promise<PostReportView[]> {
    return this.db.query<PostReportView[]>(
      `SELECT r.id, r.question_id AS "questionId", r.answer_id AS "answerId",
         c.id AS "courseId", c.course_title AS "courseTitle", l.lecture_title AS "lectureTitle",
         COALESCE(a.body, q.body) AS body, author.name AS "authorName",
         COALESCE(a.hidden_at, q.hidden_at) IS NOT NULL AS hidden,
         reporter.name AS "reporterName", r.reason, r.created_at AS "createdAt",
         r.resolved_at AS "resolvedAt"
       FROM post_reports r
       JOIN lecture_questions q ON q.id = r.question_id
       LEFT JOIN question_answers a ON a.id = r.answer_id
       JOIN courses c ON c.id = q.course_id
       JOIN lectures l ON l.id = q.lecture_id
       LEFT JOIN users author ON author.id = COALESCE(a.author_id, q.author_id)
       LEFT JOIN users reporter ON reporter.id = r.reporter_id
       WHERE ($1 = false OR r.resolved_at IS NULL)
       ORDER BY r.created_at, r.id LIMIT 200`,
      [open],
    );
  }

  /**
   * Hides the reported post, resolves every open report of it, audits it and tells its author why,
   * in one transaction.
   */
  async hide(admin: User, reportId: unknown, reason: unknown): Promise<boolean> {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, REPORT_REASON_MAX_LENGTH, {
      multiline: true,
    });
    check.done();
    const { question, answer } = await this.post(await this.open(this.db.manager, reportId, false));
    await this.db.transaction(async (tx) => {
      // The post first, then its report: two admins hiding it by two reports wait in one order.
      const target = answer ? QuestionAnswer : LectureQuestion;
      const postId = (answer ?? question).id;
      await tx
        .getRepository(target)
        .findOne({ where: { id: postId }, lock: { mode: 'pessimistic_write' } });
      await this.open(tx, reportId);
      const now = new Date();
      const shown = { hiddenAt: IsNull() };
      const { affected } = answer
        ? await tx
            .getRepository(QuestionAnswer)
            .update({ id: answer.id, ...shown }, { hiddenAt: now })
        : await tx
            .getRepository(LectureQuestion)
            .update({ id: question.id, ...shown }, { hiddenAt: now });
      await tx.getRepository(PostReport).update(
        {
          questionId: question.id,
          answerId: answer ? answer.id : IsNull(),
          resolvedAt: IsNull(),
        },
        { resolvedAt: now },
      );
      // Hidden already (another report of the same post, acted on at the same moment): its
      // reports are closed, and the author was told once.
      if (!affected) return;
      const post = answer ?? question;
      await audit(tx, admin, {
        action: answer ? 'hide_answer' : 'hide_question',
        targetType: answer ? 'answer' : 'question',
        targetId: post.id,
        reason: why,
        before: { hidden: false, body: post.body },
        after: { hidden: true },
      });
      await this.notices.send(
        tx,
        'post_hidden',
        post.authorId,
        { questionId: question.id, courseId: question.courseId, lectureId: question.lectureId },
        { name: admin.name, lecture: await lectureTitle(tx, question.lectureId), text: why },
      );
    });
    return true;
  }

  /** Keeps the post and closes the report. */
  async dismiss(admin: User, reportId: unknown): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const report = await this.open(tx, reportId);
      await tx.getRepository(PostReport).update({ id: report.id }, { resolvedAt: new Date() });
      await audit(tx, admin, {
        action: 'dismiss_post_report',
        targetType: report.answerId ? 'answer' : 'question',
        targetId: report.answerId ?? report.questionId,
        before: null,
        after: { reportId: report.id },
      });
    });
    return true;
  }

  /**
   * The open report, `locked` until the transaction ends: two admins acting on it at once act once.
   */
  private async open(tx: EntityManager, reportId: unknown, locked = true): Promise<PostReport> {
    const report = isUuid(reportId)
      ? await tx.getRepository(PostReport).findOne({
          where: { id: reportId, resolvedAt: IsNull() },
          ...(locked && { lock: { mode: 'pessimistic_write' as const } }),
        })
      : null;
    if (!report) throw notFound(REPORT_NOT_FOUND);
    return report;
  }

  private async post(ids: { questionId?: unknown; answerId?: unknown }): Promise<Post> {
    if (ids.answerId !== undefined && ids.answerId !== null) {
      const answer = isUuid(ids.answerId)
        ? await this.db.getRepository(QuestionAnswer).findOneBy({ id: ids.answerId })
        : null;
      if (!answer) throw notFound(COMMUNITY_ERRORS.answerNotFound);
      const question = await this.db
        .getRepository(LectureQuestion)
        .findOneByOrFail({ id: answer.questionId });
      return { question, answer };
    }
    const question = isUuid(ids.questionId)
      ? await this.db.getRepository(LectureQuestion).findOneBy({ id: ids.questionId })
      : null;
    if (!question) throw notFound(COMMUNITY_ERRORS.questionNotFound);
    return { question, answer: null };
  }
}
