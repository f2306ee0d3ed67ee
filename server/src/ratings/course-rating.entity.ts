import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';

/** One rating per user and course; rating again updates the row. */
@Entity('course_ratings')
@Index('UQ_course_ratings_user_course', ['userId', 'courseId'], { unique: true })
@Index('IDX_course_ratings_course', ['courseId'])
@Check('CHK_course_ratings_rating', '"rating" BETWEEN 1 AND 5')
// The service trims and measures in UTF-16 units, so this (code points) never refuses what it let pass.
@Check(
  'CHK_course_ratings_review_length',
  `char_length("review") BETWEEN 1 AND ${REVIEW_MAX_LENGTH}`,
)
@Check('CHK_course_ratings_review_time', '("review" IS NULL) = ("review_updated_at" IS NULL)')
@Check('CHK_course_ratings_reply_length', `char_length("reply") BETWEEN 1 AND ${REVIEW_MAX_LENGTH}`)
@Check('CHK_course_ratings_reply_time', '("reply" IS NULL) = ("reply_updated_at" IS NULL)')
// A reply answers a written review: removing the review removes its reply (RatingsService).
@Check('CHK_course_ratings_reply_to_review', '"reply" IS NULL OR "review" IS NOT NULL')
// A course's reviews, newest first, one index range scan (read backwards) per page.
@Index('IDX_course_ratings_course_reviewed', ['courseId', 'reviewUpdatedAt', 'id'], {
  where: '"review" IS NOT NULL',
})
export class CourseRating {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Column({ type: 'smallint' })
  rating: number;

  /** Plain text written by the learner, shown as text (never HTML); null without a review. */
  @Column({ type: 'text', nullable: true })
  review: string | null;

  /**
   * When the review text last changed: the order of review lists. Re-rating the stars alone leaves
   * it (and the review's place in the list) as it was; `updatedAt` moves on every write.
   */
  @Column({ name: 'review_updated_at', type: 'timestamptz', nullable: true })
  reviewUpdatedAt: Date | null;

  /** The educator's plain-text answer to the review, shown under it; one per review. */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ name: 'reply_updated_at', type: 'timestamptz', nullable: true })
  replyUpdatedAt: Date | null;

  /** Who wrote the reply: the course's educator, or an admin. */
  @Column({ name: 'reply_author_id', type: 'uuid', nullable: true })
  replyAuthorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reply_author_id' })
  replyAuthor?: User | null;

  /**
   * When an admin hid the review's text (abuse, spam): it leaves every public list; the stars still
   * count in the course's rating. Null while shown.
   */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
