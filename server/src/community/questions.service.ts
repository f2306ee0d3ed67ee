import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../../../shared/community';
import { isUniqueViolation } from '../common/db-errors';
import { invalidField, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { CourseCatalogQueries, type LectureAccess } from '../courses/course-catalog.queries';
import { MAX_POSITION_SECONDS, POSITION_RANGE } from '../learning/lecture-positions.service';
import { Role, type User } from '../users/user.entity';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { CommunityNotices } from './community-notices';
import { COMMUNITY_ERRORS } from './community-rules';
import { LectureQuestion } from './lecture-question.entity';
import { PostLimits } from './post-limits';
import { QuestionAnswer } from './question-answer.entity';
import { QuestionUpvote } from './question-upvote.entity';

/** A lecture's title and the last second of its video a question may point at. */
const LECTURE_SQL = `SELECT l.lecture_title AS title,
  COALESCE(ceil(v.duration_seconds)::int, l.lecture_duration * 60) AS "lastSecond"
  FROM lectures l LEFT JOIN hosted_videos v ON v.id = l.video_id WHERE l.id = $1`;

/**
 * Questions on lectures and their threads: only people who may watch the lecture take part
 * (`CourseCatalogQueries.watchAccess`, the one rule for watching), text is plain, and every write
 * spends the poster's budget (PostLimits). A question or thread the caller may not see reads as
 * not found.
 */
@Injectable()
export class QuestionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
    @Inject(CommunityNotices) private readonly notices: CommunityNotices,
    @Inject(PostLimits) private readonly limits: PostLimits,
  ) {}

  async ask(
    user: User,
    lectureId: unknown,
    body: unknown,
    positionSeconds: unknown,
  ): Promise<LectureQuestion> {
    const check = new Checker();
    const text = check.requiredText('body', 'Question', body, QUESTION_MAX_LENGTH, {
      multiline: true,
    });
    const at =
      positionSeconds === null || positionSeconds === undefined
        ? null
        : check.wholeNumber(
            'positionSeconds',
            POSITION_RANGE,
            positionSeconds,
            0,
            MAX_POSITION_SECONDS,
          );
    check.done();
    const access = await this.watchable(user, lectureId);
    const [lecture] = await this.db.query<{ title: string; lastSecond: number }[]>(LECTURE_SQL, [
      lectureId,
    ]);
    if (at !== null && at > lecture.lastSecond)
      throw invalidField('positionSeconds', COMMUNITY_ERRORS.pastTheEnd);
    await this.limits.admit(user);
    return this.db.transaction(async (tx) => {
      const question = await tx.getRepository(LectureQuestion).save({
        courseId: access.courseId,
        lectureId: lectureId as string,
        authorId: user.id,
        body: text,
        positionSeconds: at,
      });
      await this.webhooks.record(tx, 'question.created', access.courseId, () =>
        Promise.resolve({
          questionId: question.id,
          courseId: question.courseId,
          lectureId: question.lectureId,
          lectureTitle: lecture.title,
          positionSeconds: question.positionSeconds,
          body: question.body,
          asker: { id: user.id, name: user.name },
          createdAt: question.createdAt.toISOString(),
        }),
      );
      return question;
    });
  }

  /**
   * A reply in the thread. The course's educator's is marked as the instructor's; the first one by
   * someone other than the asker ends the question's "unanswered" and starts its answer time.
   */
  async answer(user: User, questionId: unknown, body: unknown): Promise<QuestionAnswer> {
    const check = new Checker();
    const text = check.requiredText('body', 'Answer', body, ANSWER_MAX_LENGTH, { multiline: true });
    check.done();
    const { question, access } = await this.visible(user, questionId);
    await this.limits.admit(user);
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, question.id);
      const answer = await tx.getRepository(QuestionAnswer).save({
        questionId: locked.id,
        authorId: user.id,
        body: text,
        byInstructor: user.id === access.educatorId,
      });
      const byOther = user.id !== locked.authorId;
      await tx
        .getRepository(LectureQuestion)
        .createQueryBuilder()
        .update()
        .set({
          answerCount: () => 'answer_count + 1',
          ...(byOther && !locked.firstAnsweredAt ? { firstAnsweredAt: answer.createdAt } : {}),
        })
        .where({ id: locked.id })
        .execute();
      if (byOther)
        await this.notices.send(tx, 'question_answered', locked.authorId, thread(locked), {
          name: user.name,
          lecture: await lectureTitle(tx, locked.lectureId),
          text: text.slice(0, 300),
        });
      return answer;
    });
  }

  /** The asker accepts one answer of their thread (another replaces it); its author is told. */
  async accept(user: User, answerId: unknown): Promise<LectureQuestion> {
    const answer = isUuid(answerId)
      ? await this.db.getRepository(QuestionAnswer).findOneBy({ id: answerId })
      : null;
    if (!answer || answer.hiddenAt) throw notFound(COMMUNITY_ERRORS.answerNotFound);
    const { question } = await this.visible(user, answer.questionId);
    if (question.authorId !== user.id) throw invalidField('answerId', COMMUNITY_ERRORS.onlyAsker);
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, question.id);
      if (locked.acceptedAnswerId === answer.id) return locked;
      locked.acceptedAnswerId = answer.id;
      await tx
        .getRepository(LectureQuestion)
        .update({ id: locked.id }, { acceptedAnswerId: answer.id });
      if (answer.authorId !== user.id)
        await this.notices.send(tx, 'answer_accepted', answer.authorId, thread(locked), {
          name: user.name,
          lecture: await lectureTitle(tx, locked.lectureId),
        });
      return locked;
    });
  }

  /** One upvote per person, never one's own question; the count moves in the same transaction. */
  async upvote(user: User, questionId: unknown): Promise<LectureQuestion> {
    const { question } = await this.visible(user, questionId);
    if (question.authorId === user.id)
      throw invalidField('questionId', COMMUNITY_ERRORS.ownQuestion);
    return this.db.transaction(async (tx) => {
      try {
        await tx.getRepository(QuestionUpvote).insert({ questionId: question.id, userId: user.id });
      } catch (error) {
        if (isUniqueViolation(error))
          throw invalidField('questionId', COMMUNITY_ERRORS.upvotedAlready);
        throw error;
      }
      return this.count(tx, question.id, 'upvote_count + 1');
    });
  }

  async withdrawUpvote(user: User, questionId: unknown): Promise<LectureQuestion> {
    const { question } = await this.visible(user, questionId);
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .getRepository(QuestionUpvote)
        .delete({ questionId: question.id, userId: user.id });
      if (!removed.affected) throw invalidField('questionId', COMMUNITY_ERRORS.notUpvoted);
      return this.count(tx, question.id, 'upvote_count - 1');
    });
  }

  /** The course's educator (or an admin) pins a question to the top of its course's list. */
  async pin(user: User, questionId: unknown, pinned: boolean): Promise<LectureQuestion> {
    const { question } = await this.moderated(user, questionId);
    question.pinnedAt = pinned ? (question.pinnedAt ?? new Date()) : null;
    await this.db
      .getRepository(LectureQuestion)
      .update({ id: question.id }, { pinnedAt: question.pinnedAt });
    return question;
  }

  /**
   * Marks a question as a duplicate of another of the same course (null unmarks it). Duplicates
   * point at an original that is not one itself: marking a duplicate's duplicate points at its
   * original, and a question's own duplicates follow it to its original, so no chain or loop forms.
   */
  async markDuplicate(
    user: User,
    questionId: unknown,
    originalId: unknown,
  ): Promise<LectureQuestion> {
    const { question } = await this.moderated(user, questionId);
    const questions = this.db.getRepository(LectureQuestion);
    if (originalId === null || originalId === undefined) {
      await questions.update({ id: question.id }, { duplicateOfId: null });
      return Object.assign(question, { duplicateOfId: null });
    }
    if (originalId === question.id)
      throw invalidField('duplicateOfId', COMMUNITY_ERRORS.duplicateOfItself);
    if (!isUuid(originalId))
      throw invalidField('duplicateOfId', COMMUNITY_ERRORS.duplicateElsewhere);
    const duplicateOfId = await this.db.transaction(async (tx) => {
      // Both rows locked, in one order: two marks at once (A of B, B of A) cannot make a loop.
      const locked = await tx.getRepository(LectureQuestion).find({
        where: { id: In([question.id, originalId]) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const original = locked.find((row) => row.id === originalId);
      if (!original || original.courseId !== question.courseId)
        throw invalidField('duplicateOfId', COMMUNITY_ERRORS.duplicateElsewhere);
      const root = original.duplicateOfId ?? original.id;
      if (root === question.id)
        throw invalidField('duplicateOfId', COMMUNITY_ERRORS.duplicateOfItself);
      const rows = tx.getRepository(LectureQuestion);
      await rows.update({ duplicateOfId: question.id }, { duplicateOfId: root });
      await rows.update({ id: question.id }, { duplicateOfId: root });
      return root;
    });
    return Object.assign(question, { duplicateOfId });
  }

  /** A question the user may see: its lecture is one they may watch, and it is not hidden. */
  async visible(
    user: User | undefined,
    questionId: unknown,
  ): Promise<{ question: LectureQuestion; access: LectureAccess }> {
    const question = isUuid(questionId)
      ? await this.db.getRepository(LectureQuestion).findOneBy({ id: questionId })
      : null;
    const access = question && (await this.catalog.watchAccess(user, [question.lectureId]));
    const lecture = access?.get(question!.lectureId);
    const seen = question && lecture && (lecture.mayWatch || lecture.mayEdit);
    const hidden = question?.hiddenAt && question.authorId !== user?.id && !lecture?.mayEdit;
    if (!seen || hidden) throw notFound(COMMUNITY_ERRORS.questionNotFound);
    return { question, access: lecture };
  }

  private async moderated(user: User, questionId: unknown) {
    const found = await this.visible(user, questionId);
    if (!found.access.mayEdit) throw notFound(COMMUNITY_ERRORS.questionNotFound);
    return found;
  }

  /** The lecture's access for `user` if they may watch it (its owner and admins may too). */
  private async watchable(user: User, lectureId: unknown): Promise<LectureAccess> {
    const access = isUuid(lectureId)
      ? (await this.catalog.watchAccess(user, [lectureId])).get(lectureId)
      : undefined;
    if (!access || !(access.mayWatch || access.mayEdit || user.role === Role.ADMIN))
      throw notFound(COMMUNITY_ERRORS.lectureNotFound);
    return access;
  }

  private lock(tx: EntityManager, id: string): Promise<LectureQuestion> {
    return tx
      .getRepository(LectureQuestion)
      .findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  private async count(tx: EntityManager, id: string, next: string): Promise<LectureQuestion> {
    await tx
      .getRepository(LectureQuestion)
      .createQueryBuilder()
      .update()
      .set({ upvoteCount: () => next })
      .where({ id })
      .execute();
    return tx.getRepository(LectureQuestion).findOneByOrFail({ id });
  }
}

/** A lecture's title, for the words of a notice about one of its threads. */
export async function lectureTitle(tx: EntityManager, lectureId: string): Promise<string> {
  const [row] = await tx.query<{ title: string }[]>(LECTURE_SQL, [lectureId]);
  return row?.title ?? '';
}

const thread = (q: LectureQuestion) => ({
  questionId: q.id,
  courseId: q.courseId,
  lectureId: q.lectureId,
});
