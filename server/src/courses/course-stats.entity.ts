import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { numericColumn } from '../common/numeric-transformer';
import { Course } from './course.entity';

/**
 * What the catalog filters and sorts on, per course, kept current by triggers on enrolments,
 * ratings and lectures (migration Discovery): counting them per search would scan every row.
 */
@Entity('course_stats')
export class CourseStats {
  @PrimaryColumn({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @OneToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Column({ name: 'enrollment_count', type: 'integer', default: 0 })
  enrollmentCount: number;

  @Column({ name: 'rating_count', type: 'integer', default: 0 })
  ratingCount: number;

  /** Kept beside the count so a new rating moves the average without reading the others. */
  @Column({ name: 'rating_sum', type: 'integer', default: 0 })
  ratingSum: number;

  @Column({
    name: 'rating_average',
    type: 'numeric',
    precision: 3,
    scale: 2,
    default: 0,
    transformer: numericColumn,
  })
  ratingAverage: number;

  @Column({ name: 'total_minutes', type: 'integer', default: 0 })
  totalMinutes: number;
}
