import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Course } from '../courses/course.entity';

/** One UTC day's sales counters, kept by the sales triggers (migration DailySales). */
export abstract class DailySalesCounters {
  /** Purchases paid that day, refunded ones included. */
  @Column({ type: 'integer', default: 0 })
  sales: number;

  /** What those purchases paid, less the ones since refunded. */
  @Column({ name: 'revenue_paise', type: 'bigint', default: 0 })
  revenuePaise: string;

  @Column({ type: 'integer', default: 0 })
  refunds: number;

  @Column({ name: 'refunded_paise', type: 'bigint', default: 0 })
  refundedPaise: string;

  @Column({ type: 'integer', default: 0 })
  enrolments: number;
}

/**
 * A course's sales for one UTC day, kept by triggers on `purchases` and `enrollments` (migration
 * DailySales): paid sales and the revenue still kept by completion day, refunds by refund day,
 * enrollments by enrollment day. Analytics read it for whole-day ranges. No change-feed trigger: no
 * cached answer reads it, and it takes a write per sale.
 */
@Entity('course_daily_sales')
// Site-wide analytics read every course's rows of a date range.
@Index('IDX_course_daily_sales_day', ['day'])
export class CourseDailySales extends DailySalesCounters {
  @PrimaryColumn({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @PrimaryColumn({ type: 'date' })
  day: string;
}
