import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Course } from '../courses/course.entity';

/**
 * A course's funnel counters for one UTC day, incremented in place. No change-feed trigger: no
 * cached answer reads this table, and a NOTIFY per view would serialise every view on PostgreSQL's
 * notify lock.
 */
@Entity('course_daily_stats')
// Site-wide analytics read every course's rows of a date range.
@Index('IDX_course_daily_stats_day', ['day'])
export class CourseDailyStats {
  @PrimaryColumn({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ name: 'preview_plays', type: 'integer', default: 0 })
  previewPlays: number;

  @Column({ name: 'checkouts_started', type: 'integer', default: 0 })
  checkoutsStarted: number;
}
