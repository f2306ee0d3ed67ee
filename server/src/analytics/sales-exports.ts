import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sqlList } from '../common/database/sql-literal';
import { PURCHASE_PAID } from '../payments/purchase-status';
import type { User } from '../users/user.entity';
import { analyticsScope, SCOPE_CTE } from './analytics-scope';
import { csvOf } from './csv-cells';
import { fromPaise } from '../../../shared/money';
import { countedCompletion, countedLecture } from '../courses/counted-lectures';

const SALES = `WITH ${SCOPE_CTE}
SELECT p.completed_at AS "paidAt", p.id, s.course_title AS "courseTitle", u.name AS "student",
  p.amount_paise AS "paise", p.currency, p.status, p.refunded_at AS "refundedAt",
  p.source, p.referrer_host AS "referrerHost", p.source_kind AS "sourceKind", c.code AS "coupon"
FROM scope s
JOIN purchases p ON p.course_id = s.id
JOIN users u ON u.id = p.user_id
LEFT JOIN coupons c ON c.id = p.coupon_id
WHERE p.completed_at >= $3 AND p.completed_at < $4
  AND p.status IN (${sqlList(PURCHASE_PAID)})
ORDER BY p.completed_at, p.id`;

const STUDENTS = `WITH ${SCOPE_CTE},
lecture_counts AS (
  SELECT ch.course_id, count(*)::int AS n
  FROM scope s JOIN chapters ch ON ch.course_id = s.id
  JOIN lectures l ON l.chapter_id = ch.id AND ${countedLecture('l')}
  GROUP BY 1
), done AS (
  SELECT lc.user_id, lc.course_id, count(*)::int AS n
  FROM scope s JOIN lecture_completions lc ON lc.course_id = s.id
  WHERE ${countedCompletion('lc')}
  GROUP BY 1, 2
)
SELECT u.name AS "student", s.course_title AS "courseTitle", e.created_at AS "enrolledAt",
  coalesce(done.n, 0) AS "completed", coalesce(lc.n, 0) AS "lectures"
FROM scope s
JOIN enrollments e ON e.course_id = s.id
JOIN users u ON u.id = e.user_id
LEFT JOIN lecture_counts lc ON lc.course_id = s.id
LEFT JOIN done ON done.user_id = e.user_id AND done.course_id = s.id
ORDER BY e.created_at, e.id`;

interface SaleRow {
  paidAt: Date;
  id: string;
  courseTitle: string;
  student: string;
  paise: number;
  currency: string;
  status: string;
  refundedAt: Date | null;
  source: string | null;
  referrerHost: string | null;
  sourceKind: string | null;
  coupon: string | null;
}

/** The sales and students CSVs of an educator's accounting (an admin's: the whole site). */
@Injectable()
export class SalesExports {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async salesCsv(
    user: User,
    raw: { from?: unknown; to?: unknown; courseId?: unknown },
  ): Promise<string> {
    const scope = await analyticsScope(this.db, user, raw);
    const rows = await this.db.query<SaleRow[]>(SALES, [
      scope.educatorId,
      scope.courseId,
      scope.from,
      scope.to,
    ]);
    return csvOf(
      [
        'Paid at (UTC)',
        'Order',
        'Course',
        'Student',
        'Amount',
        'Currency',
        'Status',
        'Refunded at (UTC)',
        'Source',
        'Referrer',
        'Through your link',
        'Coupon',
      ],
      rows.map((r) => [
        r.paidAt.toISOString(),
        r.id,
        r.courseTitle,
        r.student,
        fromPaise(r.paise),
        r.currency,
        r.status,
        r.refundedAt?.toISOString() ?? '',
        r.source ?? '',
        r.referrerHost ?? '',
        r.sourceKind === 'educator' ? 'yes' : 'no',
        r.coupon ?? '',
      ]),
    );
  }

  /** Today's learners with their progress; the range is not used (every enrollment is listed). */
  async studentsCsv(user: User, raw: { courseId?: unknown }): Promise<string> {
    const scope = await analyticsScope(this.db, user, {
      ...raw,
      from: new Date(0),
      to: new Date(1),
    });
    const rows = await this.db.query<
      {
        student: string;
        courseTitle: string;
        enrolledAt: Date;
        completed: number;
        lectures: number;
      }[]
    >(STUDENTS, [scope.educatorId, scope.courseId]);
    return csvOf(
      [
        'Student',
        'Course',
        'Enrolled at (UTC)',
        'Lectures completed',
        'Lectures',
        'Progress %',
        'Completed',
      ],
      rows.map((r) => {
        const progress = r.lectures
          ? Math.min(100, Math.round((100 * r.completed) / r.lectures))
          : 0;
        return [
          r.student,
          r.courseTitle,
          r.enrolledAt.toISOString(),
          r.completed,
          r.lectures,
          progress,
          r.lectures > 0 && r.completed >= r.lectures ? 'yes' : 'no',
        ];
      }),
    );
  }
}
