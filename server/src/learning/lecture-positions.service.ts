import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../common/http-cache/change-feed';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import type { User } from '../users/user.entity';
import type { ResumePoint } from './dto/progress.types';
import { lectureNotInCourse } from './progress-errors';

/**
 * Pacing of the furthest second credited towards "watched" (courses that require watched
 * lectures): it may grow by at most MAX_PLAYBACK_RATE seconds per second of wall-clock time since
 * it last advanced (playback at up to 2x), plus WATCH_TOLERANCE_SECONDS for network jitter and the
 * first save of a lecture. The tolerance is not granted anew with every save: the part of it an
 * advance uses moves `advanced_at` ahead by the matching playing time, so a burst shares it.
 */
export const MAX_PLAYBACK_RATE = 2;
export const WATCH_TOLERANCE_SECONDS = 10;

/** A day: longer than any lecture, and far below the column's integer limit. */
export const MAX_POSITION_SECONDS = 24 * 60 * 60;
export const POSITION_RANGE = `Position must be a whole number of seconds from 0 to ${MAX_POSITION_SECONDS}`;

/*
 * Players call this every few seconds, so the enrollment and lecture checks ride in the same
 * statement as the upsert (which also raises the furthest second watched of the lecture, for
 * courses that require watched lectures); only a refused call spends more queries, to say why.
 *
 * Pacing (see MAX_PLAYBACK_RATE): the furthest second reached is at most the old one plus the
 * tolerance plus rate * (now() - advanced_at); an advance of g seconds sets advanced_at to
 * advanced_at + g / rate, or now() if that is later, so unused time is not banked across advances
 * while the tolerance used stays owed. A new row starts as if it had advanced_at = now(). A report
 * at or below the furthest second (seeking back) changes neither. The SET reads the row as locked
 * (w), with the database's now(), so parallel saves are paced one after another, never added up.
 * Exported for bench:writes, whose bare server runs the very same statement.
 */
export const POSITION_UPSERT = `
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
  INSERT INTO "lecture_watches" AS w
    ("user_id", "lecture_id", "furthest_seconds", "advanced_at", "reported_at")
  SELECT $1, "id", LEAST($4, ${WATCH_TOLERANCE_SECONDS}),
    now() + make_interval(secs => LEAST($4, ${WATCH_TOLERANCE_SECONDS})::float8 / ${MAX_PLAYBACK_RATE}),
    now()
  FROM target
  ON CONFLICT ("user_id", "lecture_id") DO UPDATE SET
    ("furthest_seconds", "advanced_at", "reported_at") = (
      SELECT p."reached",
        CASE WHEN p."reached" > w."furthest_seconds"
          THEN GREATEST(now(), w."advanced_at"
            + make_interval(secs => (p."reached" - w."furthest_seconds")::float8 / ${MAX_PLAYBACK_RATE}))
          ELSE w."advanced_at" END,
        now()
      FROM (SELECT GREATEST(w."furthest_seconds", LEAST($4, floor(w."furthest_seconds"
        + ${WATCH_TOLERANCE_SECONDS} + ${MAX_PLAYBACK_RATE} * extract(epoch FROM now() - w."advanced_at"))))::int
        AS "reached") p)
)
SELECT saved."lecture_id" AS "lectureId", target."lecture_title" AS "lectureTitle",
  saved."position_seconds" AS "positionSeconds", saved."updated_at" AS "updatedAt"
FROM saved CROSS JOIN target`;

/** The learner's resume points in these courses, with the lecture's title (plain SQL: every progress read runs it). */
const RESUME_POINTS = `
SELECT p."course_id" AS "courseId", p."lecture_id" AS "lectureId", l."lecture_title" AS "lectureTitle",
  p."position_seconds" AS "positionSeconds", p."updated_at" AS "updatedAt"
FROM "lecture_positions" p
JOIN "lectures" l ON l."id" = p."lecture_id"
WHERE p."user_id" = $1 AND p."course_id" = ANY($2::uuid[])`;

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
      const [saved] = await this.db.query<ResumePoint[]>(POSITION_UPSERT, [
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
    const rows = await this.db.query<(ResumePoint & { courseId: string })[]>(RESUME_POINTS, [
      userId,
      courseIds,
    ]);
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
