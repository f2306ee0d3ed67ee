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
import { User } from '../users/user.entity';
import { Booking } from './booking.entity';

export enum RaterSide {
  LEARNER = 'learner',
  MENTOR = 'mentor',
}

/**
 * One side's rating of a session that took place: its learner's and its mentor's, one each (a
 * second rating edits the first). A mentor's rating averages their learners' stars. Owned by the
 * mentorship module (insights/).
 */
@Entity('session_ratings')
@Index('UQ_session_ratings_booking_side', ['bookingId', 'side'], { unique: true })
// Deleting a user finds their ratings through this index.
@Index('IDX_session_ratings_rater', ['raterId'])
@Check('CHK_session_ratings_stars', '"stars" BETWEEN 1 AND 5')
@Check('CHK_session_ratings_side', `"side" IN ('learner', 'mentor')`)
@Check('CHK_session_ratings_comment', 'char_length("comment") <= 1000')
export class SessionRating {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_session_ratings' })
  id: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'FK_session_ratings_booking' })
  booking?: Booking;

  @Column({ type: 'varchar', length: 10 })
  side: RaterSide;

  @Column({ name: 'rater_id', type: 'uuid' })
  raterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rater_id', foreignKeyConstraintName: 'FK_session_ratings_rater' })
  rater?: User;

  @Column({ type: 'smallint' })
  stars: number;

  @Column({ type: 'text', default: '' })
  comment: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
