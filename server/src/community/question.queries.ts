import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { decodeCursor, DEFAULT_PAGE_SIZE, encodeCursor, MAX_PAGE_SIZE, pageSize } from '../common/pagination';
import { Checker } from '../common/validation';
import { CourseCatalogQueries } from '../courses/course-catalog.queries';
import { Role, type User } from '../users/user.entity';
import { COMMUNITY_ERRORS } from './community-rules';
import {
  QuestionFilter,
  type Answer,
  type CourseQuestionStats,
  type Question,
  type QuestionPage,
} from './dto/question.types';

/**
 * A question as the viewer sees it ($1 the viewer's id, $2 whether they are an admin). A hidden
 * one is seen only by its author, the course's educator and admins.
 */
const QUESTIONS = `SELECT q.id, q.course_id AS "courseId", q.lecture_id AS "lectureId",
  l.lecture_title AS "lectureTitle", q.position_seconds AS "positionSeconds", q.body,
  q.author_id AS "authorId", u.name AS "authorName", q.created_at AS "createdAt",
  q.upvote_count AS "upvoteCount", q.answer_count AS "answerCount",
  q.first_answered_at AS "firstAnsweredAt", q.accepted_answer_id AS "acceptedAnswerId",
  q.pinned_at IS NOT NULL AS pinned, q.duplicate_of_id AS "duplicateOfId",
  q.hidden_at IS NOT NULL AS hidden, c.educator_id AS "educatorId",
  EXISTS (SELECT 1 FROM question_upvotes v WHERE v.question_id = q.id AND v.user_id = $1)
    AS "viewerHasUpvoted"
  FROM lecture_questions q
  JOIN lectures l ON l.id = q.lecture_id
  JOIN courses c ON c.id = q.course_id
  LEFT JOIN users u ON u.id = q.author_id
  WHERE (q.hidden_at IS NULL OR q.author_id = $1 OR c.educator_id = $1 OR $2)`;

const ORDER: Record<QuestionFilter, string> = {
  [QuestionFilter.ALL]: 'q.pinned_at IS NULL, q.pinned_at, q.created_at DESC, q.id',
  [QuestionFilter.UNANSWERED]: 'q.created_at DESC, q.id',
  [QuestionFilter.MINE]: 'q.created_at DESC, q.id',
  [QuestionFilter.MOST_UPVOTED]: 'q.upvote_count DESC, q.created_at DESC, q.id',
};

type QuestionRow = Omit<Question, 'author' | 'isMine'> & {
  authorId: string | null;
  authorName: string | null;
};

const toQuestion = (viewerId: string | undefined) => (row: QuestionRow): Question => {
  const { authorId, authorName, ...rest } = row;
  return {
    ...rest,
    author: authorId ? { id: authorId, name: authorName ?? '' } : null,
    isMine: authorId !== null && authorId === viewerId,
  };
};

/** Reads of questions and their threads, each one statement whatever the page. */
@Injectable()
export class QuestionQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  /**
   * A course's questions on the lectures the viewer may watch (one lecture's with `lectureId`),
   * filtered and paged; a course or lecture they may not see is not found.
   */
  async ofCourse(
    viewer: User,
    args: { courseId: unknown; lectureId?: unknown; filter?: QuestionFilter; first?: unknown; after?: unknown },
  ): Promise<QuestionPage> {
    const check = new Checker();
    const first = pageSize(check, args.first, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    check.done();
    const offset = readOffset(args.after);
    const lectures = await this.watchableLectures(viewer, args.courseId, args.lectureId);
    const filter = args.filter ?? QuestionFilter.ALL;
    const where = [
      'q.lecture_id = ANY($3::uuid[])',
      ...(filter === QuestionFilter.UNANSWERED ? ['q.first_answered_at IS NULL'] : []),
      ...(filter === QuestionFilter.MINE ? ['q.author_id = $1'] : []),
    ];
    const rows = await this.db.query<QuestionRow[]>(
      `${QUESTIONS} AND ${where.join(' AND ')} ORDER BY ${ORDER[filter]} LIMIT $4 OFFSET $5`,
      [viewer.id, viewer.role === Role.ADMIN, lectures, first + 1, offset],
    );
    return page(rows.map(toQuestion(viewer.id)), first, offset);
  }

  /** One question, as `ofCourse` shows it (its visibility was checked by the caller). */
  async one(viewer: User | undefined, id: string): Promise<Question> {
    const [row] = await this.db.query<QuestionRow[]>(`${QUESTIONS} AND q.id = $3`, [
      viewer?.id ?? null,
      viewer?.role === Role.ADMIN,
      id,
    ]);
    if (!row) throw notFound(COMMUNITY_ERRORS.questionNotFound);
    return toQuestion(viewer?.id)(row);
  }

  /** The educator's inbox: questions across their courses, unanswered first, then newest. */
  async inbox(
    educator: User,
    args: { courseId?: unknown; first?: unknown; after?: unknown },
  ): Promise<QuestionPage> {
    const check = new Checker();
    const first = pageSize(check, args.first, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    check.done();
    const offset = readOffset(args.after);
    const course = args.courseId === undefined || args.courseId === null ? null : args.courseId;
    if (course !== null && !isUuid(course)) throw notFound(COMMUNITY_ERRORS.questionNotFound);
    const rows = await this.db.query<QuestionRow[]>(
      `${QUESTIONS} AND c.educator_id = $1 AND q.hidden_at IS NULL
        AND ($3::uuid IS NULL OR q.course_id = $3)
       ORDER BY q.first_answered_at IS NULL DESC, q.pinned_at IS NULL, q.created_at DESC, q.id
       LIMIT $4 OFFSET $5`,
      [educator.id, false, course, first + 1, offset],
    );
    return page(rows.map(toQuestion(educator.id)), first, offset);
  }

  /** Per course of the educator with questions: counts and the median time to a first reply. */
  stats(educator: User): Promise<CourseQuestionStats[]> {
    return this.db.query<CourseQuestionStats[]>(
      `SELECT c.id AS "courseId", c.course_title AS "courseTitle",
         count(*)::int AS "questionCount",
         count(*) FILTER (WHERE q.first_answered_at IS NULL)::int AS "unansweredCount",
         round(percentile_cont(0.5) WITHIN GROUP (
           ORDER BY extract(epoch FROM q.first_answered_at - q.created_at))
         )::int AS "medianSecondsToFirstAnswer"
       FROM lecture_questions q JOIN courses c ON c.id = q.course_id
       WHERE c.educator_id = $1 AND q.hidden_at IS NULL
       GROUP BY c.id, c.course_title ORDER BY c.course_title`,
      [educator.id],
    );
  }

  /**
   * The threads of `questionIds`, each accepted answer first, then the instructor's, then oldest
   * first; a hidden answer only for its author and the course's staff. One statement.
   */
  async answersOf(viewer: User | undefined, questionIds: readonly string[]) {
    const rows = await this.db.query<(Omit<Answer, 'author'> & { authorId: string | null; authorName: string | null })[]>(
      `SELECT a.id, a.question_id AS "questionId", a.body, a.author_id AS "authorId",
         u.name AS "authorName", a.by_instructor AS "byInstructor",
         q.accepted_answer_id IS NOT DISTINCT FROM a.id AS accepted,
         a.hidden_at IS NOT NULL AS hidden, a.created_at AS "createdAt"
       FROM question_answers a
       JOIN lecture_questions q ON q.id = a.question_id
       JOIN courses c ON c.id = q.course_id
       LEFT JOIN users u ON u.id = a.author_id
       WHERE a.question_id = ANY($1::uuid[])
         AND (a.hidden_at IS NULL OR a.author_id = $2 OR c.educator_id = $2 OR $3)
       ORDER BY a.question_id, accepted DESC, a.by_instructor DESC, a.created_at, a.id`,
      [questionIds, viewer?.id ?? null, viewer?.role === Role.ADMIN],
    );
    const threads = new Map<string, Answer[]>(questionIds.map((id) => [id, []]));
    for (const { authorId, authorName, ...answer } of rows)
      threads.get(answer.questionId)?.push({
        ...answer,
        author: authorId ? { id: authorId, name: authorName ?? '' } : null,
      });
    return threads;
  }

  /** The lectures of the course the viewer may watch (or `lectureId` alone); none: not found. */
  private async watchableLectures(viewer: User, courseId: unknown, lectureId: unknown) {
    const ids = isUuid(courseId)
      ? (
          await this.db.query<{ id: string }[]>(
            `SELECT l.id FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
             WHERE ch.course_id = $1`,
            [courseId],
          )
        ).map((r) => r.id)
      : [];
    const wanted =
      lectureId === undefined || lectureId === null ? ids : ids.filter((id) => id === lectureId);
    const access = await this.catalog.watchAccess(viewer, wanted);
    const open = wanted.filter((id) => access.get(id)?.mayWatch || access.get(id)?.mayEdit);
    if (open.length === 0) throw notFound(COMMUNITY_ERRORS.lectureNotFound);
    return open;
  }
}

const readOffset = (after: unknown) =>
  typeof after === 'string'
    ? Number(decodeCursor('questions', after, (p) => /^\d{1,6}$/.test(p)))
    : 0;

function page(nodes: Question[], first: number, offset: number): QuestionPage {
  const more = nodes.length > first;
  return {
    nodes: nodes.slice(0, first),
    pageInfo: {
      hasNextPage: more,
      endCursor: more ? encodeCursor('questions', String(offset + first)) : null,
    },
  };
}
