import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { numericColumn } from '../common/numeric-transformer';
import { Course, CourseLevel } from './course.entity';

/**
 * What the catalog filters and sorts on, per course, kept current by triggers: the figures from
 * enrollments, ratings and lectures (migration Discovery), counting them per search would scan
 * every row; and a copy of the course's own facts (migration CatalogFacts), so a filtered page and
 * its facet counts read this one narrow table, not the wide courses table.
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

  @Column({ name: 'lecture_count', type: 'integer', default: 0 })
  lectureCount: number;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @Column({ name: 'parent_category_id', type: 'uuid', nullable: true })
  parentCategoryId: string | null;

  @Column({
    type: 'enum',
    enum: CourseLevel,
    enumName: 'course_level',
    default: CourseLevel.ALL_LEVELS,
  })
  level: CourseLevel;

  @Column({ type: 'varchar', length: 40, default: 'English' })
  language: string;

  /** The price after the course's discount (pricing.ts netPricePaise, in SQL). */
  @Column({
    name: 'net_price',
    type: 'numeric',
    precision: 12,
    scale: 2,
    default: 0,
    transformer: numericColumn,
  })
  netPrice: number;
}
