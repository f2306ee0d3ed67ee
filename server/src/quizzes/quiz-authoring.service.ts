import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan, type EntityManager } from 'typeorm';
import { Checker, type RawInput } from '../common/validation';
import { Chapter } from '../courses/chapter.entity';
import { auditIfNotOwner } from '../admin/audit-log';
import { CourseAccess } from '../courses/course-access';
import { Lecture } from '../courses/lecture.entity';
import type { User } from '../users/user.entity';
import type { QuizInput } from './dto/quiz.input';
import type { EducatorQuiz } from './dto/quiz.types';
import { quizNotFound } from './quiz-errors';
import { parseQuizInput, type QuizDraft } from './quiz-input';
import { Quiz, QuizQuestion } from './quiz.entity';
import { NO_ATTEMPTS, QuizzesQueries } from './quizzes.queries';
import { isUuid } from '../common/ids';
import { webhookPayloads } from '../webhooks/webhook-payloads';
import { WebhookEvents } from '../webhooks/webhook-events.service';

/** Creating, editing and deleting a course's quizzes: its owner's (or an admin's) business only. */
@Injectable()
export class QuizAuthoringService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(QuizzesQueries) private readonly queries: QuizzesQueries,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
  ) {}

  /** Every quiz of a course the user owns, in curriculum order, with answers and attempt counts. */
  async list(user: User, courseId: unknown): Promise<EducatorQuiz[]> {
    const course = await this.access.owned(courseId, user);
    const quizzes = await this.db
      .getRepository(Quiz)
      .createQueryBuilder('q')
      .innerJoin(Chapter, 'ch', 'ch.id = q.chapter_id')
      .where('ch.course_id = :courseId', { courseId: course.id })
      .orderBy('ch.chapter_order')
      .addOrderBy('q.position')
      .addOrderBy('q.created_at')
      .getMany();
    return this.withDetails(quizzes);
  }

  async create(user: User, raw: RawInput<QuizInput>): Promise<EducatorQuiz> {
    const { draft, courseId, educatorId } = await this.checked(user, raw);
    const id = await this.db.transaction(async (tx) => {
      const quiz = await tx.getRepository(Quiz).save(quizRow(draft));
      await this.writeQuestions(tx, quiz.id, draft);
      await this.curriculumChanged(tx, courseId);
      await auditIfNotOwner(tx, user, educatorId, {
        action: 'quiz.create',
        targetType: 'quiz',
        targetId: quiz.id,
        before: null,
        after: { courseId, ...quizRow(draft), questions: draft.questions.length },
      });
      return quiz.id;
    });
    return this.one(id);
  }

  /**
   * Replaces the quiz's settings and questions; past attempts keep their scores. A question (and
   * each of its options) keeps its id in its place, so learners' past answers and an open quiz
   * still match it; questions past the new last are deleted.
   */
  async update(user: User, id: unknown, raw: RawInput<QuizInput>): Promise<EducatorQuiz> {
    const quiz = await this.owned(user, id);
    const { draft } = await this.checked(user, raw, quiz.courseId);
    await this.db.transaction(async (tx) => {
      const stored = await tx.getRepository(Quiz).findOneByOrFail({ id: quiz.id });
      const before = { ...pickRow(stored), questions: 0 };
      let changed = differs(quizRow(draft), stored);
      if (changed) await tx.getRepository(Quiz).update({ id: quiz.id }, quizRow(draft));
      const questions = tx.getRepository(QuizQuestion);
      const kept = await questions.find({
        where: { quizId: quiz.id },
        order: { questionOrder: 'ASC' },
      });
      before.questions = kept.length;
      const removed = await questions.delete({
        quizId: quiz.id,
        questionOrder: MoreThan(draft.questions.length),
      });
      changed ||= !!removed.affected;
      for (const [q, question] of draft.questions.entries()) {
        const before = kept[q];
        const row = questionRow(
          quiz.id,
          q,
          question,
          before?.options.map((o) => o.id),
        );
        if (before && !differs(row, before)) continue;
        changed = true;
        if (before) await questions.update({ id: before.id }, row);
        else await questions.insert(row);
      }
      // A save that changes nothing writes nothing and tells no one, as a course edit.
      if (!changed) return;
      await this.curriculumChanged(tx, quiz.courseId);
      await auditIfNotOwner(tx, user, quiz.educatorId, {
        action: 'quiz.update',
        targetType: 'quiz',
        targetId: quiz.id,
        before,
        after: { ...quizRow(draft), questions: draft.questions.length },
      });
    });
    return this.one(quiz.id);
  }

  /** Deletes the quiz and its learners' attempts with it. */
  async delete(user: User, id: unknown): Promise<string> {
    const quiz = await this.owned(user, id);
    await this.db.transaction(async (tx) => {
      const stored = await tx.getRepository(Quiz).findOneByOrFail({ id: quiz.id });
      await tx.getRepository(Quiz).delete({ id: quiz.id });
      await this.curriculumChanged(tx, quiz.courseId);
      await auditIfNotOwner(tx, user, quiz.educatorId, {
        action: 'quiz.delete',
        targetType: 'quiz',
        targetId: quiz.id,
        before: { courseId: quiz.courseId, ...pickRow(stored) },
        after: null,
      });
    });
    return quiz.id;
  }

  /** A quiz is part of the curriculum: its change is the course's `course.updated` event. */
  private curriculumChanged(tx: EntityManager, courseId: string) {
    return this.webhooks.record(tx, 'course.updated', courseId, () =>
      webhookPayloads.course(tx, courseId, 'course.updated'),
    );
  }

  /** The quiz with its course and that course's owner, when the user owns it (or is an admin). */
  private async owned(
    user: User,
    id: unknown,
  ): Promise<{ id: string; courseId: string; educatorId: string }> {
    const row = isUuid(id)
      ? await this.db
          .getRepository(Quiz)
          .createQueryBuilder('q')
          .innerJoin(Chapter, 'ch', 'ch.id = q.chapter_id')
          .select('q.id', 'id')
          .addSelect('ch.course_id', 'courseId')
          .where('q.id = :id', { id })
          .getRawOne<{ id: string; courseId: string }>()
      : undefined;
    if (!row) throw quizNotFound();
    const course = await this.access.owned(row.courseId, user).catch(() => {
      throw quizNotFound();
    });
    return { ...row, educatorId: course.educatorId };
  }

  /**
   * Validates the input, then that the chapter is in a course the user owns (`courseId` when the
   * quiz exists: a quiz never moves to another course) and that the position is within its lectures;
   * answers the draft and the chapter's course.
   */
  private async checked(
    user: User,
    raw: RawInput<QuizInput>,
    courseId?: string,
  ): Promise<{ draft: QuizDraft; courseId: string; educatorId: string }> {
    const check = new Checker();
    const draft = parseQuizInput(raw, check);
    const chapter = isUuid(raw.chapterId)
      ? await this.db.getRepository(Chapter).findOneBy({ id: raw.chapterId })
      : null;
    let educatorId = '';
    if (chapter) {
      const owned = await this.access.owned(chapter.courseId, user).then(
        (course) => {
          educatorId = course.educatorId;
          return true;
        },
        () => false,
      );
      if (!owned || (courseId && chapter.courseId !== courseId))
        check.fail('chapterId', 'Choose a chapter of this course', 'NOT_FOUND');
      else {
        const lectures = await this.db.getRepository(Lecture).countBy({ chapterId: chapter.id });
        if (Number.isInteger(draft.position) && draft.position > lectures)
          check.fail(
            'position',
            `Position must be from 0 to ${lectures}, the chapter's lecture count`,
          );
      }
    } else check.fail('chapterId', 'Choose a chapter of this course', 'NOT_FOUND');
    check.done();
    return { draft, courseId: chapter!.courseId, educatorId };
  }

  private async writeQuestions(tx: EntityManager, quizId: string, draft: QuizDraft) {
    await tx
      .getRepository(QuizQuestion)
      .insert(draft.questions.map((question, q) => questionRow(quizId, q, question)));
  }

  private async one(id: string): Promise<EducatorQuiz> {
    const quiz = await this.db.getRepository(Quiz).findOneByOrFail({ id });
    return (await this.withDetails([quiz]))[0];
  }

  private async withDetails(quizzes: Quiz[]): Promise<EducatorQuiz[]> {
    const ids = quizzes.map((q) => q.id);
    if (!ids.length) return [];
    const [questions, stats] = await Promise.all([
      this.db
        .getRepository(QuizQuestion)
        .find({ where: { quizId: In(ids) }, order: { questionOrder: 'ASC' } }),
      this.queries.stats(ids),
    ]);
    return quizzes.map((quiz) => ({
      id: quiz.id,
      chapterId: quiz.chapterId,
      position: quiz.position,
      title: quiz.title,
      passMarkPercent: quiz.passMarkPercent,
      attemptLimit: quiz.attemptLimit,
      shuffle: quiz.shuffle,
      questions: questions.filter((q) => q.quizId === quiz.id),
      stats: stats.get(quiz.id) ?? NO_ATTEMPTS,
    }));
  }
}

/** Whether writing `row` would change any of `stored`'s columns (options compared deeply). */
const differs = (row: object, stored: object) =>
  Object.entries(row).some(
    ([column, value]) => !isDeepStrictEqual(value, (stored as Record<string, unknown>)[column]),
  );

/** The stored quiz's own columns, as quizRow writes them (for the audit log). */
const pickRow = (quiz: Quiz) => ({
  chapterId: quiz.chapterId,
  position: quiz.position,
  title: quiz.title,
  passMarkPercent: quiz.passMarkPercent,
  attemptLimit: quiz.attemptLimit,
  shuffle: quiz.shuffle,
});

const quizRow = (draft: QuizDraft) => ({
  chapterId: draft.chapterId,
  position: draft.position,
  title: draft.title,
  passMarkPercent: draft.passMarkPercent,
  attemptLimit: draft.attemptLimit,
  shuffle: draft.shuffle,
});

/** The row of question `q` (from 0); options take `optionIds` in their places, new ids after. */
function questionRow(
  quizId: string,
  q: number,
  question: QuizDraft['questions'][number],
  optionIds: string[] = [],
) {
  return {
    quizId,
    questionOrder: q + 1,
    kind: question.kind,
    prompt: question.prompt,
    explanation: question.explanation,
    options: question.options.map((option, o) => ({ id: optionIds[o] ?? randomUUID(), ...option })),
  };
}
