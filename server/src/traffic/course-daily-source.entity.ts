import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Course } from '../courses/course.entity';

/** Page views of a course per UTC day and source (see attribution.ts); no change-feed trigger. */
@Entity('course_daily_sources')
// Site-wide analytics read the days not yet rolled up (today's) across every course.
@Index('IDX_course_daily_sources_day', ['day'])
export class CourseDailySource {
  @PrimaryColumn({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @PrimaryColumn({ type: 'date' })
  day: string;

  /** The source's label: `educator`, a `?ref=`/`utm_source` value, or a referring host. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  source: string;

  @Column({ type: 'integer', default: 0 })
  views: number;
}
