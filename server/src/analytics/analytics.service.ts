import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { fromPaise } from '../../../shared/money';
import { referralCode } from '../traffic/attribution';
import type { User } from '../users/user.entity';
import { analyticsScope, type AnalyticsScope } from './analytics-scope';
import {
  COUPON_PERFORMANCE,
  DROP_OFF,
  FUNNEL,
  PROGRESS,
  RATING_SERIES,
  SALES_BY_SOURCE,
  SALES_SERIES,
  SITE_FUNNEL,
  SITE_SOURCES,
  VIEWS_BY_SOURCE,
} from './analytics.queries';
import {
  AnalyticsGranularity,
  type CouponPerformance,
  type EducatorAnalytics,
  type FunnelRow,
  type LectureReach,
  type SourceRow,
} from './dto/analytics.types';

const TOP_SOURCES = 10;
/** Courses listed in a site-wide funnel, most viewed first; the total row counts every course. */
const FUNNEL_ROWS = 50;
const COUPON_ROWS = 50;

/** Ranges from midnight to midnight UTC (what the page sends) read the daily sales counters. */
const wholeUtcDay = (date: Date) => date.getTime() % 86_400_000 === 0;
const money = (paise: number | string) => fromPaise(Number(paise));
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

type Counts = Pick<FunnelRow, 'views' | 'previewPlays' | 'checkoutsStarted' | 'paid'>;

function funnelRow(id: string | null, title: string, c: Counts): FunnelRow {
  return {
    courseId: id,
    courseTitle: title,
    ...c,
    previewRate: rate(c.previewPlays, c.views),
    checkoutRate: rate(c.checkoutsStarted, c.views),
    paymentRate: rate(c.paid, c.checkoutsStarted),
    conversionRate: rate(c.paid, c.views),
  };
}

/** educatorAnalytics: a handful of aggregate queries run side by side, none per course or row. */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async analytics(
    user: User,
    raw: { from?: unknown; to?: unknown; courseId?: unknown },
    granularity = AnalyticsGranularity.DAY,
  ): Promise<EducatorAnalytics> {
    const scope = await analyticsScope(this.db, user, raw);
    const range = [scope.educatorId, scope.courseId, scope.from, scope.to];
    const site = !scope.educatorId && !scope.courseId;
    const counted = wholeUtcDay(scope.from) && wholeUtcDay(scope.to);
    // The whole site over whole days reads its rollups (of the days closed: `rolledUp` is the last)
    // and ranks its many courses first.
    const rolledUp = site && counted ? await this.rollUpClosedDays() : null;
    const [sales, ratings, funnel, [progress], dropOff, sources, coupons] = await Promise.all([
      this.db.query<SalesRow[]>(SALES_SERIES(site, counted), [...range, granularity]),
      this.db.query<RatingRow[]>(RATING_SERIES(site), [...range, granularity]),
      this.db.query<FunnelQueryRow[]>(
        rolledUp ? SITE_FUNNEL : FUNNEL(site, counted),
        rolledUp ? [...range, FUNNEL_ROWS, rolledUp] : [...range, FUNNEL_ROWS],
      ),
      this.db.query<ProgressRow[]>(PROGRESS(site), range),
      this.dropOff(scope),
      rolledUp
        ? this.db.query<SourceQueryRow[]>(SITE_SOURCES, [...range, rolledUp])
        : this.sources(site, range),
      this.db.query<CouponQueryRow[]>(COUPON_PERFORMANCE(site), [...range, COUPON_ROWS]),
    ]);

    const sum = (rows: object[], key: string) =>
      rows.reduce((total, row) => total + Number((row as Record<string, unknown>)[key]), 0);
    const total: Counts = {
      views: funnel[0]?.totalViews ?? 0,
      previewPlays: funnel[0]?.totalPreviewPlays ?? 0,
      checkoutsStarted: funnel[0]?.totalCheckoutsStarted ?? 0,
      paid: sum(sales, 'sales'),
    };
    const rated = sum(ratings, 'ratings');
    return {
      from: scope.from,
      to: scope.to,
      granularity,
      courseId: scope.courseId,
      referralCode: referralCode(user.id),
      totals: {
        revenue: money(sum(sales, 'paise')),
        enrolments: sum(sales, 'enrolments'),
        views: total.views,
        paid: total.paid,
        conversionRate: rate(total.paid, total.views),
        refunds: sum(sales, 'refunds'),
        refundedAmount: money(sum(sales, 'refundedPaise')),
        completionRate: progress.learners ? progress.completionRate : null,
        averageProgress: progress.learners ? progress.averageProgress : null,
        averageRating: rated
          ? ratings.reduce((t, r) => t + r.averageRating! * r.ratings, 0) / rated
          : null,
      },
      sales: sales.map((row) => ({
        periodStart: row.periodStart,
        revenue: money(row.paise),
        enrolments: row.enrolments,
        refunds: row.refunds,
        refundedAmount: money(row.refundedPaise),
      })),
      ratings,
      funnel: [
        ...funnel.map((row) => funnelRow(row.courseId, row.courseTitle, row)),
        funnelRow(null, 'All courses', total),
      ],
      dropOff,
      sources: topSources(sources),
      coupons: coupons.map(({ paise, discountPaise, ...row }) => ({
        ...row,
        revenue: money(paise),
        discountGiven: money(discountPaise),
      })),
    };
  }

  /** Views and sales by source, read from the purchases and the daily counters. */
  private async sources(site: boolean, range: unknown[]): Promise<SourceQueryRow[]> {
    const [sales, views] = await Promise.all([
      this.db.query<SourceQueryRow[]>(SALES_BY_SOURCE(site), range),
      this.db.query<SourceQueryRow[]>(VIEWS_BY_SOURCE(site), range),
    ]);
    return [...sales, ...views];
  }

  /** Rolls up the site's days closed since the last read (once a day); the last day rolled up. */
  private async rollUpClosedDays(): Promise<string> {
    const [{ through }] = await this.db.query<{ through: string }[]>(
      'SELECT roll_up_site_days()::text AS through',
    );
    return through;
  }

  private async dropOff(scope: AnalyticsScope): Promise<LectureReach[]> {
    if (!scope.courseId) return [];
    const rows = await this.db.query<(Omit<LectureReach, 'share'> & { enrolled: number })[]>(
      DROP_OFF,
      [scope.courseId],
    );
    return rows.map(({ enrolled, ...row }) => ({
      ...row,
      share: enrolled ? row.learners / enrolled : 0,
    }));
  }
}

interface SalesRow {
  periodStart: Date;
  /** Paid sales, refunded ones included. */
  sales: number;
  paise: string;
  enrolments: number;
  refunds: number;
  refundedPaise: string;
}
interface RatingRow {
  periodStart: Date;
  ratings: number;
  averageRating: number | null;
}
interface FunnelQueryRow extends Counts {
  courseId: string;
  courseTitle: string;
  totalViews: number;
  totalPreviewPlays: number;
  totalCheckoutsStarted: number;
}
/** A source's views, sales or both: rows of one source are added together. */
interface SourceQueryRow {
  source: string;
  views?: number;
  sales?: number;
  paise?: string;
}
interface CouponQueryRow extends Omit<CouponPerformance, 'revenue' | 'discountGiven'> {
  paise: string;
  discountPaise: string;
}
interface ProgressRow {
  learners: number;
  averageProgress: number | null;
  completionRate: number | null;
}

function topSources(parts: SourceQueryRow[]): SourceRow[] {
  // Summed in paise, then made currency units once: exact.
  const rows = new Map<string, SourceRow & { paise: number }>();
  for (const part of parts) {
    let row = rows.get(part.source);
    if (!row)
      rows.set(
        part.source,
        (row = { source: part.source, views: 0, sales: 0, revenue: 0, paise: 0 }),
      );
    row.views += part.views ?? 0;
    row.sales += part.sales ?? 0;
    row.paise += Number(part.paise ?? 0);
  }
  return [...rows.values()]
    .sort((a, b) => b.sales - a.sales || b.paise - a.paise || b.views - a.views)
    .slice(0, TOP_SOURCES)
    .map(({ paise, ...row }) => ({ ...row, revenue: fromPaise(paise) }));
}
