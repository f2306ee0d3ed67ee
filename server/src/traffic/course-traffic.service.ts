import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isbot } from 'isbot';
import { DataSource, type EntityManager } from 'typeorm';
import { Checker } from '../common/validation';
import { COURSE_NOT_FOUND } from '../courses/course-access';
import { isUuid } from '../common/ids';
import { notFound } from '../common/errors/domain-error';
import { learnerRefusal } from '../../../shared/learner-policy';
import { checkAttribution, sourceKind, sourceLabel } from './attribution';
import { utcDay, VisitorIds } from './visitor-ids';

export interface VisitorFacts {
  userId?: string;
  /** The signed-in visitor is an admin. */
  isAdmin?: boolean;
  address: string;
  userAgent: string;
}

export type CourseEvent = 'view' | 'preview';

const COUNTER: Record<CourseEvent, string> = { view: 'views', preview: 'preview_plays' };

/**
 * The course funnel's daily counters: page views and preview plays once per visitor, course and
 * UTC day (bots left out), checkouts started when an order opens. One statement per event, on
 * tables without change-feed triggers.
 */
@Injectable()
export class CourseTraffic {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(VisitorIds) private readonly visitors: VisitorIds,
  ) {}

  /** True when counted; false for a bot, the course's owner or an admin, or a repeat of the visitor's day. */
  async record(
    event: CourseEvent,
    courseId: unknown,
    who: VisitorFacts,
    raw?: { source?: unknown; referrer?: unknown },
  ): Promise<boolean> {
    const check = new Checker();
    if (!isUuid(courseId)) check.fail('courseId', COURSE_NOT_FOUND, 'NOT_FOUND');
    const attribution = checkAttribution(check, raw);
    check.done();
    const [course] = await this.db.query<{ educatorId: string }[]>(
      `SELECT educator_id AS "educatorId" FROM courses
       WHERE id = $1 AND is_published AND archived_at IS NULL`,
      [courseId],
    );
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (!who.userAgent.trim() || isbot(who.userAgent)) return false;
    // The owner and admins are no buyers (shared/learner-policy.ts): their visits, a student preview
    // among them, are not the course's traffic.
    const viewer = who.userId ? { id: who.userId, isAdmin: Boolean(who.isAdmin) } : null;
    if (viewer && learnerRefusal(viewer, course.educatorId)) return false;

    const day = utcDay();
    const visitor = await this.visitors.visitor(day, who);
    const source =
      event === 'view'
        ? sourceLabel(attribution, sourceKind(attribution, course.educatorId))
        : null;
    const [{ counted }] = await this.db.query<{ counted: number }[]>(
      `WITH mark AS (
         INSERT INTO course_visitor_marks (day, course_id, event, visitor) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING 1
       ), counter AS (
         INSERT INTO course_daily_stats (course_id, day, ${COUNTER[event]})
         SELECT $2, $1, 1 FROM mark
         ON CONFLICT (course_id, day) DO UPDATE
           SET ${COUNTER[event]} = course_daily_stats.${COUNTER[event]} + 1
         RETURNING 1
       ), by_source AS (
         INSERT INTO course_daily_sources (course_id, day, source, views)
         SELECT $2, $1, $5, 1 FROM mark WHERE $5::varchar IS NOT NULL
         ON CONFLICT (course_id, day, source) DO UPDATE SET views = course_daily_sources.views + 1
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM counter)::int AS counted, (SELECT count(*) FROM by_source)`,
      [day, courseId, event, visitor, source],
    );
    return counted > 0;
  }

  /** Counts a checkout started: an order opened (or a free enrollment), in the caller's transaction if any. */
  async checkoutStarted(courseId: string, manager: EntityManager = this.db.manager) {
    await manager.query(
      `INSERT INTO course_daily_stats (course_id, day, checkouts_started) VALUES ($1, $2, 1)
       ON CONFLICT (course_id, day) DO UPDATE
         SET checkouts_started = course_daily_stats.checkouts_started + 1`,
      [courseId, utcDay()],
    );
  }
}
