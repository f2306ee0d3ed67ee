import { sqlList, sqlLiteral } from '../common/database/sql-literal';
import { PURCHASE_KEPT, PURCHASE_PAID } from '../payments/purchase-status';
import { PurchaseStatus } from '../payments/purchase.entity';
import { SCOPE_CTE } from './analytics-scope';
import { countedLecture } from '../courses/counted-lectures';

/*
 * The analytics reads. Parameters: $1 educator (null: any), $2 course (null: all), $3 from,
 * $4 to (timestamptz, end excluded); $5 granularity where bucketed. An educator's or a course's
 * reads start from the courses in scope (IDX_purchases_course_completed, IDX_enrollments_course,
 * the counters' primary key); the whole site's read the range by time (IDX_purchases_completed,
 * IDX_enrollments_created, IDX_course_daily_stats_day) without joining every course. Each query
 * is a function of `site` (the whole site) for that reason. Sales and enrollments of whole UTC days
 * come from the daily counters (course_daily_sales, kept by triggers: migration DailySales).
 */

/** Purchases that were paid: refunded ones were paid too (their refund is counted apart). */
const WAS_PAID = `p.status IN (${sqlList(PURCHASE_PAID)})`;
/**
 * `table alias` restricted to the courses in scope: joined to them for an educator or a course,
 * read whole for the site (the scope CTE is then left unread).
 */
/** Course figures only: a site-wide read of purchases leaves out sessions' (course_id null). */
const from = (site: boolean, table: string, alias: string) =>
  site
    ? table === 'purchases'
      ? `(SELECT * FROM purchases WHERE course_id IS NOT NULL) ${alias}`
      : `${table} ${alias}`
    : `scope s JOIN ${table} ${alias} ON ${alias}.course_id = s.id`;
const KEPT = `p.status IN (${sqlList(PURCHASE_KEPT)})`;
/** A literal, so that IDX_purchases_refunded_completed's predicate matches. */
const REFUNDED = `p.status = ${sqlLiteral(PurchaseStatus.REFUNDED)}`;
const IN_RANGE = (column: string) => `${column} >= $3 AND ${column} < $4`;
const BUCKET = (column: string) => `date_trunc($5, ${column} AT TIME ZONE 'UTC')`;
/** UTC days overlapping the range. */
const DAYS = `d.day BETWEEN ($3::timestamptz AT TIME ZONE 'UTC')::date
  AND (($4::timestamptz - interval '1 microsecond') AT TIME ZONE 'UTC')::date`;

const BUCKETS = `buckets AS (
  SELECT generate_series(
    date_trunc($5, $3::timestamptz AT TIME ZONE 'UTC'),
    ($4::timestamptz - interval '1 microsecond') AT TIME ZONE 'UTC',
    ('1 ' || $5)::interval
  ) AS b
)`;
const SERIES_SELECT = `SELECT buckets.b AT TIME ZONE 'UTC' AS "periodStart",
  coalesce(paid.paise, 0)::bigint AS "paise",
  coalesce(paid.n, 0)::int AS "sales",
  coalesce(enrolled.n, 0)::int AS "enrolments",
  coalesce(refunded.n, 0)::int AS "refunds",
  coalesce(refunded.paise, 0)::bigint AS "refundedPaise"
FROM buckets
LEFT JOIN paid ON paid.b = buckets.b
LEFT JOIN enrolled ON enrolled.b = buckets.b
LEFT JOIN refunded ON refunded.b = buckets.b
ORDER BY buckets.b`;

/**
 * Revenue, enrollments and refunds per bucket. `counted`: the range is whole UTC days, read from
 * the daily counters (course_daily_sales, the site's site_daily_sales); otherwise from the
 * purchases and enrollments themselves.
 */
export const SALES_SERIES = (site: boolean, counted: boolean) =>
  counted
    ? `WITH ${SCOPE_CTE}, ${BUCKETS},
daily AS (
  SELECT date_trunc($5, d.day::timestamp) AS b, sum(d.sales) AS sales, sum(d.revenue_paise) AS paise,
    sum(d.enrolments) AS enrolments, sum(d.refunds) AS refunds, sum(d.refunded_paise) AS refunded_paise
  FROM ${site ? 'site_daily_sales d' : from(site, 'course_daily_sales', 'd')}
  WHERE ${DAYS}
  GROUP BY 1
), paid AS (SELECT b, sales AS n, paise FROM daily),
enrolled AS (SELECT b, enrolments AS n FROM daily),
refunded AS (SELECT b, refunds AS n, refunded_paise AS paise FROM daily)
${SERIES_SELECT}`
    : `WITH ${SCOPE_CTE}, ${BUCKETS},
paid AS (
  SELECT ${BUCKET('p.completed_at')} AS b, count(*) AS n,
    coalesce(sum(p.amount_paise) FILTER (WHERE ${KEPT}), 0) AS paise
  FROM ${from(site, 'purchases', 'p')}
  WHERE ${IN_RANGE('p.completed_at')} AND ${WAS_PAID}
  GROUP BY 1
), enrolled AS (
  SELECT ${BUCKET('e.created_at')} AS b, count(*) AS n
  FROM ${from(site, 'enrollments', 'e')}
  WHERE ${IN_RANGE('e.created_at')}
  GROUP BY 1
), refunded AS (
  SELECT ${BUCKET('p.refunded_at')} AS b, count(*) AS n, sum(p.amount_paise) AS paise
  FROM ${from(site, 'purchases', 'p')}
  WHERE ${REFUNDED} AND ${IN_RANGE('p.refunded_at')}
  GROUP BY 1
)
${SERIES_SELECT}`;

export const RATING_SERIES = (site: boolean) => `WITH ${SCOPE_CTE}
SELECT ${BUCKET('r.created_at')} AT TIME ZONE 'UTC' AS "periodStart",
  count(*)::int AS "ratings", avg(r.rating)::float AS "averageRating"
FROM ${from(site, 'course_ratings', 'r')}
WHERE ${IN_RANGE('r.created_at')}
GROUP BY 1 ORDER BY 1`;

/** Paid sales per course in the range: from the daily counters (whole UTC days) or the purchases. */
const PAID_EXACT = (site: boolean) => `
  SELECT p.course_id, count(*)::int AS n
  FROM ${from(site, 'purchases', 'p')}
  WHERE ${IN_RANGE('p.completed_at')} AND ${WAS_PAID}
  GROUP BY 1`;
const PAID_COUNTED = (site: boolean) => `
  SELECT d.course_id, sum(d.sales)::int AS n
  FROM ${from(site, 'course_daily_sales', 'd')}
  WHERE ${DAYS}
  GROUP BY 1 HAVING sum(d.sales) > 0`;

export const FUNNEL = (site: boolean, counted: boolean) => `WITH ${SCOPE_CTE},
counters AS (
  SELECT d.course_id, sum(d.views)::int AS views, sum(d.preview_plays)::int AS plays,
    sum(d.checkouts_started)::int AS checkouts
  FROM ${from(site, 'course_daily_stats', 'd')}
  WHERE ${DAYS}
  GROUP BY 1
), paid AS (${counted ? PAID_COUNTED(site) : PAID_EXACT(site)})
SELECT k.id AS "courseId", k.course_title AS "courseTitle",
  coalesce(c.views, 0) AS "views", coalesce(c.plays, 0) AS "previewPlays",
  coalesce(c.checkouts, 0) AS "checkoutsStarted", coalesce(paid.n, 0) AS "paid",
  sum(coalesce(c.views, 0)) OVER ()::int AS "totalViews",
  sum(coalesce(c.plays, 0)) OVER ()::int AS "totalPreviewPlays",
  sum(coalesce(c.checkouts, 0)) OVER ()::int AS "totalCheckoutsStarted"
FROM counters c
FULL JOIN paid ON paid.course_id = c.course_id
JOIN courses k ON k.id = coalesce(c.course_id, paid.course_id)
ORDER BY 3 DESC, 6 DESC, 1
LIMIT $5`;

/**
 * The months wholly inside the range and rolled up into course_running_stats (through day $6):
 * [first, next), empty when there are none. Their counters are the running totals at the end of
 * the last less those at the end of the month before the first.
 */
const ROLLED_MONTHS = `months AS (
  SELECT first, greatest(first, least(
    date_trunc('month', ((($4::timestamptz - interval '1 microsecond') AT TIME ZONE 'UTC')::date + 1)::timestamp),
    date_trunc('month', ($6::date + 1)::timestamp)
  )) AS next
  FROM (SELECT date_trunc('month',
    ($3::timestamptz AT TIME ZONE 'UTC')::date + interval '1 month' - interval '1 day') AS first) f
)`;
/**
 * The whole site's funnel over whole UTC days, for its many courses: the $5 most viewed courses
 * (ties at the cut broken by id), and the paid sales of those alone, read by the counters' primary
 * key. Every course's paid sales are read only when the list reaches courses without views, which
 * courses with sales alone may then outrank. The site's paid total comes from the sales series. Views
 * come from the running totals of the months rolled up ($6: the last day rolled up) and the days
 * around them.
 */
export const SITE_FUNNEL = `WITH ${SCOPE_CTE},
${ROLLED_MONTHS},
counters AS MATERIALIZED (
  SELECT course_id, sum(views)::int AS views, sum(plays)::int AS plays, sum(checkouts)::int AS checkouts
  FROM (
    SELECT r.course_id, r.views * r.sign AS views, r.preview_plays * r.sign AS plays,
      r.checkouts_started * r.sign AS checkouts
    FROM (
      SELECT r.*, CASE WHEN r.month < months.first THEN -1 ELSE 1 END AS sign
      FROM course_running_stats r, months
      WHERE months.next > months.first
        AND r.month IN ((months.first - interval '1 month')::date, (months.next - interval '1 month')::date)
    ) r
    UNION ALL
    SELECT d.course_id, d.views, d.preview_plays, d.checkouts_started
    FROM course_daily_stats d, months
    WHERE ${DAYS} AND NOT (d.day >= months.first AND d.day < months.next)
  ) parts
  GROUP BY 1
), candidates AS MATERIALIZED (
  SELECT * FROM counters ORDER BY views DESC, course_id LIMIT $5
), paid AS (
  SELECT d.course_id, sum(d.sales)::int AS n
  FROM course_daily_sales d
  WHERE ${DAYS} AND d.course_id IN (SELECT course_id FROM candidates)
  GROUP BY 1
  UNION ALL
  SELECT d.course_id, sum(d.sales)::int
  FROM course_daily_sales d
  WHERE ${DAYS} AND d.course_id NOT IN (SELECT course_id FROM candidates)
    AND (SELECT count(*) < $5 OR min(views) = 0 FROM candidates)
  GROUP BY 1 HAVING sum(d.sales) > 0
), totals AS (
  SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(plays), 0)::int AS plays,
    coalesce(sum(checkouts), 0)::int AS checkouts
  FROM counters
)
SELECT k.id AS "courseId", k.course_title AS "courseTitle",
  coalesce(c.views, 0) AS "views", coalesce(c.plays, 0) AS "previewPlays",
  coalesce(c.checkouts, 0) AS "checkoutsStarted", coalesce(paid.n, 0) AS "paid",
  t.views AS "totalViews", t.plays AS "totalPreviewPlays", t.checkouts AS "totalCheckoutsStarted"
FROM candidates c
FULL JOIN paid ON paid.course_id = c.course_id
JOIN courses k ON k.id = coalesce(c.course_id, paid.course_id)
CROSS JOIN totals t
ORDER BY 3 DESC, 6 DESC, 1
LIMIT $5`;

/**
 * The learners who enrolled in the range (a cohort), the latest COHORT_SAMPLE of them when there
 * are more, so the cost stays bounded over long ranges and the whole site: how many, their
 * completion rate and average progress today. Each one's completions are counted from
 * IDX_lecture_completions_user_course, less those of live sessions' recordings (which completion
 * leaves out, courses/counted-lectures.ts), found from the recordings' side: few, and none on
 * most courses, where asking of every completion whether it was a recording's cost a third of
 * the read. Each course's lectures are counted in course_stats.
 */
export const COHORT_SAMPLE = 5_000;

export const PROGRESS = (site: boolean) => `WITH ${SCOPE_CTE},
cohort AS (
  SELECT e.user_id, e.course_id
  FROM ${from(site, 'enrollments', 'e')}
  WHERE ${IN_RANGE('e.created_at')}
  ORDER BY e.created_at DESC
  LIMIT ${COHORT_SAMPLE}
),
recorded AS (
  SELECT c.user_id, c.course_id, count(*) AS n
  FROM lectures r
  JOIN chapters ch ON ch.id = r.chapter_id
  JOIN cohort c ON c.course_id = ch.course_id
  JOIN lecture_completions x ON x.user_id = c.user_id AND x.lecture_id = r.id
  WHERE NOT (${countedLecture('r')})
  GROUP BY 1, 2
)
SELECT count(*)::int AS "learners",
  avg(least(p.done::float / p.lectures, 1)) AS "averageProgress",
  avg(CASE WHEN p.done >= p.lectures THEN 1 ELSE 0 END)::float AS "completionRate"
FROM (
  SELECT every.n - coalesce(rec.n, 0) AS done, stats.lecture_count AS lectures
  FROM cohort c
  JOIN course_stats stats ON stats.course_id = c.course_id AND stats.lecture_count > 0
  CROSS JOIN LATERAL (
    SELECT count(*) AS n FROM lecture_completions x
    WHERE x.user_id = c.user_id AND x.course_id = c.course_id
  ) every
  LEFT JOIN recorded rec ON rec.user_id = c.user_id AND rec.course_id = c.course_id
) p`;

/**
 * One course's lectures in order, with how many of its enrolled learners got at least that far:
 * a learner's furthest lecture is the latest one they completed or resumed at. Parameter $1 the
 * course. Each learner's rows are read by (user, course) indexes: neither table has one that starts
 * with the course, and scanning a million completions took 85 ms against 17.
 */
export const DROP_OFF = `WITH lecture_order AS (
  SELECT l.id, l.lecture_title, ch.chapter_title,
    row_number() OVER (ORDER BY ch.chapter_order, l.lecture_order, l.id)::int AS position
  FROM chapters ch JOIN lectures l ON l.chapter_id = ch.id
  WHERE ch.course_id = $1
), furthest AS MATERIALIZED (
  SELECT (
    SELECT max(lo.position) FROM (
      SELECT lecture_id FROM lecture_completions x WHERE x.user_id = e.user_id AND x.course_id = $1
      UNION ALL
      SELECT lecture_id FROM lecture_positions y WHERE y.user_id = e.user_id AND y.course_id = $1
    ) t JOIN lecture_order lo ON lo.id = t.lecture_id
  ) AS position
  FROM enrollments e
  WHERE e.course_id = $1
), stopped_at AS (
  SELECT position, count(*) AS n FROM furthest WHERE position IS NOT NULL GROUP BY 1
)
SELECT lo.id AS "lectureId", lo.position, lo.lecture_title AS "lectureTitle",
  lo.chapter_title AS "chapterTitle",
  coalesce(sum(sa.n) OVER (ORDER BY lo.position DESC), 0)::int AS "learners",
  (SELECT count(*) FROM enrollments WHERE course_id = $1)::int AS "enrolled"
FROM lecture_order lo LEFT JOIN stopped_at sa ON sa.position = lo.position
ORDER BY lo.position`;

const SALE_SOURCE = `sale_source(p.source_kind, p.source, p.referrer_host)`;

export const SALES_BY_SOURCE = (site: boolean) => `WITH ${SCOPE_CTE}
SELECT ${SALE_SOURCE} AS "source",
  count(*)::int AS "sales",
  coalesce(sum(p.amount_paise) FILTER (WHERE ${KEPT}), 0)::bigint AS "paise"
FROM ${from(site, 'purchases', 'p')}
WHERE ${IN_RANGE('p.completed_at')} AND ${WAS_PAID}
GROUP BY 1`;

export const VIEWS_BY_SOURCE = (site: boolean) => `WITH ${SCOPE_CTE}
SELECT d.source, sum(d.views)::int AS "views"
FROM ${from(site, 'course_daily_sources', 'd')}
WHERE ${DAYS}
GROUP BY 1`;

/**
 * Each coupon redeemed in the range (a paid purchase holding it): its sales, the revenue kept
 * through it, the discount it gave (the list price when ordered, else as it stands, less what was paid)
 * and how many of those sales were refunded. Most redeemed first, at most $5.
 */
export const COUPON_PERFORMANCE = (site: boolean) => `WITH ${SCOPE_CTE},
redeemed AS (
  SELECT p.coupon_id,
    count(*)::int AS redemptions,
    coalesce(sum(p.amount_paise) FILTER (WHERE ${KEPT}), 0)::bigint AS paise,
    sum(greatest(coalesce(p.list_price_paise,
      (SELECT round(k.course_price * 100) FROM courses k WHERE k.id = p.course_id)) - p.amount_paise, 0)
    )::bigint AS "discountPaise",
    count(*) FILTER (WHERE ${REFUNDED})::int AS refunds
  FROM ${from(site, 'purchases', 'p')}
  WHERE p.coupon_id IS NOT NULL AND ${IN_RANGE('p.completed_at')} AND ${WAS_PAID}
  GROUP BY 1
), top AS (
  SELECT c.id, c.code, c.kind, c.value, c.course_id, r.redemptions, r.paise, r."discountPaise", r.refunds
  FROM redeemed r
  JOIN coupons c ON c.id = r.coupon_id
  ORDER BY r.redemptions DESC, r.paise DESC, c.code
  LIMIT $5
)
SELECT t.id AS "couponId", t.code, t.kind, t.value::float AS "value", t.course_id AS "courseId",
  k.course_title AS "courseTitle", t.redemptions, t.paise, t."discountPaise", t.refunds
FROM top t
LEFT JOIN courses k ON k.id = t.course_id
ORDER BY t.redemptions DESC, t.paise DESC, t.code`;

/**
 * The whole site's views and sales by source over whole UTC days: the days rolled up
 * (site_daily_sources, through $5) less the sales refunded since, plus the days after them read
 * live. Parameters as above ($1 and $2 null),
 * $5 the last day rolled up.
 */
export const SITE_SOURCES = `WITH ${SCOPE_CTE},
rolled AS (
  SELECT d.source, sum(d.views) AS views, sum(d.sales) AS sales, sum(d.paid_paise) AS paise
  FROM site_daily_sources d
  WHERE ${DAYS} AND d.day <= $5
  GROUP BY 1
), refunded AS (
  SELECT ${SALE_SOURCE} AS source, 0 AS views, 0 AS sales, -sum(p.amount_paise) AS paise
  FROM purchases p
  WHERE ${REFUNDED} AND ${IN_RANGE('p.completed_at')} AND p.course_id IS NOT NULL
    AND p.completed_at < ($5::date + 1)::timestamp AT TIME ZONE 'UTC'
  GROUP BY 1
), live_views AS (
  SELECT d.source, sum(d.views) AS views, 0 AS sales, 0 AS paise
  FROM course_daily_sources d
  WHERE ${DAYS} AND d.day > $5
  GROUP BY 1
), live_sales AS (
  SELECT ${SALE_SOURCE} AS source, 0 AS views, count(*) AS sales,
    coalesce(sum(p.amount_paise) FILTER (WHERE ${KEPT}), 0) AS paise
  FROM purchases p
  WHERE ${IN_RANGE('p.completed_at')} AND ${WAS_PAID} AND p.course_id IS NOT NULL
    AND p.completed_at >= ($5::date + 1)::timestamp AT TIME ZONE 'UTC'
  GROUP BY 1
)
SELECT source, sum(views)::int AS "views", sum(sales)::int AS "sales", sum(paise)::bigint AS "paise"
FROM (
  SELECT * FROM rolled UNION ALL SELECT * FROM refunded
  UNION ALL SELECT * FROM live_views UNION ALL SELECT * FROM live_sales
) parts
GROUP BY 1`;
