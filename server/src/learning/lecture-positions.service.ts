import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../common/http-cache/change-feed';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import type { Lecture } from '../courses/lecture.entity';
import { prop } from '../common/database/property-path';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import type { ResumePoint } from './dto/progress.types';
import { LecturePosition } from './lecture-position.entity';
import { lectureNotInCourse } from './progress-errors';

/**
 * How far ahead of the furthest second credited so far a report may count, beyond the time
 * elapsed since the previous report: room for the 10-second saves and faster playback, while a
 * seek (or a made-up report) to the end counts only as far as time allows.
 */
export const WATCH_SLACK_SECONDS = 30;

/** A day: longer than any lecture, and far below the column's integer limit. */
export const MAX_POSITION_SECONDS = 24 * 60 * 60;
export const POSITION_RANGE = `Position must be a whole number of seconds from 0 to ${MAX_POSITION_SECONDS}`;

/*
 * Players call this every few seconds, so the enrolment and lecture checks ride in the same
 * statement as the upsert (which also raises the furthest second watched of the lecture, for
 * courses that require watched lectures); only a refused call spends more queries, to say why.
 */
const UPSERT = `
WITH target AS (
  SELECT l."id", l."lecture_title"
  FROM "lectures" l
  JOIN "chapters" c ON c."id" = l."chapter_id"
  JOIN "enrollments" e ON e."course_id" = c."course_id" AND e."user_id" = $1
  WHERE l."id" = $3 AND c."course_id" = $2
), saved AS (
  INSERT INTO "lecture_positions" ("user_id", "course_id", "lecture_id", "position_seconds", "updated_at")
  SELECT $1, $2, "id", $4, now() FROM target
  ON CONFLICT ("user_id", "course_id") DO UPDATE SET
    "lecture_id" = EXCLUDED."lecture_id",
    "position_seconds" = EXCLUDED."position_seconds",
    "updated_at" = EXCLUDED."updated_at"
  RETURNING "lecture_id", "position_seconds", "updated_at"
), furthest AS (
  INSERT INTO "lecture_watches" ("user_id", "lecture_id", "furthest_seconds", "reported_at")
  SELECT $1, "id", LEAST($4, ${WATCH_SLACK_SECONDS}), now() FROM target
  ON CONFLICT ("user_id", "lecture_id") DO UPDATE SET
    "furthest_seconds" = GREATEST("lecture_watches"."furthest_seconds", LEAST($4,
      "lecture_watches"."furthest_seconds" + ${WATCH_SLACK_SECONDS}
        + extract(epoch FROM now() - "lecture_watches"."reported_at")::int)),
    "reported_at" = now()
)
SELECT saved."lecture_id" AS "lectureId", target."lecture_title" AS "lectureTitle",
  saved."position_seconds" AS "positionSeconds", saved."updated_at" AS "updatedAt"
FROM saved CROSS JOIN target`;

@Injectable()
export class LecturePositionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
  ) {}

  /** Remembers the lecture and second the learner reached, replacing the course's previous point. */
  async save(
    user: User,
    courseId: unknown,
    lectureId: unknown,
    positionSeconds: unknown,
  ): Promise<ResumePoint> {
    const check = new Checker();
    check.wholeNumber('positionSeconds', POSITION_RANGE, positionSeconds, 0, MAX_POSITION_SECONDS);
    check.done();
    if (isUuid(courseId) && isUuid(lectureId)) {
      const [saved] = await this.db.query<ResumePoint[]>(UPSERT, [
        user.id,
        courseId,
        lectureId,
        positionSeconds,
      ]);
      if (saved) {
        this.feed.announce(`user:${user.id}`);
        return saved;
      }
    }
    await this.enrollments.requireEnrollment(user, courseId);
    throw lectureNotInCourse();
  }

  /** The resume points of one user in many courses, in one query; lectures since removed have none. */
  async resumePoints(
    userId: string,
    courseIds: readonly string[],
  ): Promise<Map<string, ResumePoint>> {
    const rows = await this.db
      .getRepository(LecturePosition)
      .createQueryBuilder('p')
      .innerJoin(prop<LecturePosition>('p', 'lecture'), 'l')
      .select(prop<LecturePosition>('p', 'courseId'), 'courseId')
      .addSelect(prop<LecturePosition>('p', 'lectureId'), 'lectureId')
      .addSelect(prop<Lecture>('l', 'lectureTitle'), 'lectureTitle')
      .addSelect(prop<LecturePosition>('p', 'positionSeconds'), 'positionSeconds')
      .addSelect(prop<LecturePosition>('p', 'updatedAt'), 'updatedAt')
      .where(`${prop<LecturePosition>('p', 'userId')} = :userId`, { userId })
      .andWhere(`${prop<LecturePosition>('p', 'courseId')} = ANY(:courseIds)`, { courseIds })
      .getRawMany<ResumePoint & { courseId: string }>();
    return new Map(rows.map(({ courseId, ...point }) => [courseId, point]));
  }
}

/** Watched to near its end: at least this share of the lecture's stated length. */
export const WATCHED_SHARE = 0.9;

/**
 * Whether the learner's furthest reported second reaches WATCHED_SHARE of the lecture's length.
 * One statement: reads the stated length and the furthest second together.
 */
export async function watchedToNearEnd(
  db: DataSource,
  userId: string,
  lectureId: string,
): Promise<boolean> {
  const [row] = await db.query<{ watched: boolean }[]>(
    `SELECT COALESCE(w."furthest_seconds", 0) >= l."lecture_duration" * 60 * $3::float AS "watched"
     FROM "lectures" l
     LEFT JOIN "lecture_watches" w ON w."lecture_id" = l."id" AND w."user_id" = $1
     WHERE l."id" = $2`,
    [userId, lectureId, WATCHED_SHARE],
  );
  return row?.watched ?? false;
}
