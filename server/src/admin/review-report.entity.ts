import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CourseRating } from '../ratings/course-rating.entity';
import { User } from '../users/user.entity';

/** How an admin resolved a report: hid the review, or dismissed the report and kept the review. */
export type ReportResolution = 'hidden' | 'dismissed';

/**
 * A learner's report of a review; one per reporter and review. Resolved when an admin hides the
 * review (every open report of it) or dismisses this report (the review stays).
 */
@Entity('review_reports')
@Index('UQ_review_reports_rating_reporter', ['ratingId', 'reporterId'], { unique: true })
// The queue: open reports first, oldest first.
@Index('IDX_review_reports_queue', ['resolvedAt', 'createdAt'])
export class ReviewReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'rating_id', type: 'uuid' })
  ratingId: string;

  @ManyToOne(() => CourseRating, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rating_id' })
  rating?: CourseRating;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: User;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  /** Set with resolvedAt. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  resolution: ReportResolution | null;
}
