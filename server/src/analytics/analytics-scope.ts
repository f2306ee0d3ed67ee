import { Checker } from '../common/validation';
import { isUuid } from '../common/ids';
import { NO_ACCESS } from '../courses/course-access';
import { Role, type User } from '../users/user.entity';
import type { DataSource } from 'typeorm';
import { ANALYTICS_MAX_RANGE_DAYS, analyticsRangeProblem } from '../../../shared/analytics-range';

/** The longest range analytics and the sales CSV answer for. */
export const MAX_RANGE_DAYS = ANALYTICS_MAX_RANGE_DAYS;

/**
 * Which purchases and learners a request may see, as SQL parameters: an educator's own courses
 * (archived ones included: what they sold still counts), an admin's whole site; optionally one course.
 */
export interface AnalyticsScope {
  educatorId: string | null;
  courseId: string | null;
  from: Date;
  to: Date;
}

/** `courses` rows in scope, for a CTE: parameters $1 educator (null: any) and $2 course (null: all). */
export const SCOPE_CTE = `scope AS (
  SELECT id, course_title FROM courses
  WHERE ($1::uuid IS NULL OR educator_id = $1) AND ($2::uuid IS NULL OR id = $2)
)`;

/** Checks a range and an optional course the caller must own (admins: any); field errors otherwise. */
export async function analyticsScope(
  db: DataSource,
  user: User,
  raw: { from?: unknown; to?: unknown; courseId?: unknown },
): Promise<AnalyticsScope> {
  const check = new Checker();
  const from = dateOf(check, 'from', 'Start', raw.from);
  const to = dateOf(check, 'to', 'End', raw.to);
  const problem = from && to && analyticsRangeProblem(from, to);
  if (problem) check.fail('to', problem);
  const admin = user.role === Role.ADMIN;
  let courseId: string | null = null;
  if (raw.courseId !== undefined && raw.courseId !== null && raw.courseId !== '') {
    const [course] = isUuid(raw.courseId)
      ? await db.query<{ educatorId: string }[]>(
          'SELECT educator_id AS "educatorId" FROM courses WHERE id = $1',
          [raw.courseId],
        )
      : [];
    if (!course || (!admin && course.educatorId !== user.id))
      check.fail('courseId', NO_ACCESS, 'NOT_FOUND');
    else courseId = raw.courseId as string;
  }
  check.done();
  return { educatorId: admin ? null : user.id, courseId, from: from!, to: to! };
}

function dateOf(check: Checker, field: string, label: string, value: unknown): Date | undefined {
  const date =
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    check.fail(field, `${label} must be a date and time (ISO 8601)`, 'REQUIRED_FIELD_EMPTY');
    return undefined;
  }
  return date;
}
