import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Course } from '../courses/course.entity';
import { DailySalesCounters } from './course-daily-sales.entity';

/**
 * The whole site's page views and paid sales per source for one closed UTC day, rolled up once by
 * `roll_up_site_days()` (migration SiteRollups) from course_daily_sources and purchases, so a
 * year of the site's top sources reads a few thousand rows. Sales are counted as paid; refunds are
 * subtracted at read time from the purchases.
 */
@Entity('site_daily_sources')
export class SiteDailySource {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_site_daily_sources' })
  day: string;

  @PrimaryColumn({
    type: 'varchar',
    length: 255,
    primaryKeyConstraintName: 'PK_site_daily_sources',
  })
  source: string;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  sales: number;

  /** What those sales paid, refunded ones included. */
  @Column({ name: 'paid_paise', type: 'bigint', default: 0 })
  paidPaise: string;
}

/** The last UTC day rolled into site_daily_sources (one row). */
@Entity('site_rollup_state')
@Check('CHK_site_rollup_state_one_row', '"id"')
export class SiteRollupState {
  @PrimaryColumn({
    type: 'boolean',
    default: true,
    primaryKeyConstraintName: 'PK_site_rollup_state',
  })
  id: boolean;

  @Column({ type: 'date' })
  through: string;
}

/**
 * The whole site's sales for one UTC day, in 8 stripes by course (so concurrent sales seldom wait
 * on one row), kept with course_daily_sales by its triggers (migration SiteRollups).
 */
@Entity('site_daily_sales')
export class SiteDailySales extends DailySalesCounters {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_site_daily_sales' })
  day: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_site_daily_sales' })
  stripe: number;
}

/**
 * A course's funnel counters (course_daily_stats) from its first day through the end of a closed
 * UTC month, rolled up once by `roll_up_site_days()`: the views of any run of whole months are the
 * difference of two rows, so the site's year of per-course views reads two rows a course.
 */
@Entity('course_running_stats')
@Index('IDX_course_running_stats_month', ['month'])
export class CourseRunningStats {
  @PrimaryColumn({
    name: 'course_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_course_running_stats',
  })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id', foreignKeyConstraintName: 'FK_course_running_stats_course' })
  course?: Course;

  /** The first day of the month whose end the totals run to. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_course_running_stats' })
  month: string;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ name: 'preview_plays', type: 'integer', default: 0 })
  previewPlays: number;

  @Column({ name: 'checkouts_started', type: 'integer', default: 0 })
  checkoutsStarted: number;
}
