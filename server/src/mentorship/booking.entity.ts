import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';
import { SessionType } from './session-type.entity';

export enum BookingStatus {
  /** A paid slot kept for its checkout until `holdExpiresAt`. */
  HELD = 'held',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
  /** A hold whose checkout did not finish in time. */
  EXPIRED = 'expired',
  COMPLETED = 'completed',
}

export type NoShowSide = 'learner' | 'mentor';

/**
 * A learner's session with a mentor. `blockedFrom`/`blockedUntil` are the start and end widened
 * by the session type's buffers (as they were when booked); PostgreSQL itself refuses two held or
 * confirmed bookings of one mentor whose blocked times overlap (EX_bookings_mentor_time, btree_gist),
 * so no race can double-book. `sequence` is the ICS SEQUENCE: it grows on each change of time or
 * status, with one UID (the id) for the booking's life. Owned by the mentorship module.
 */
@Entity('bookings')
@Index('IDX_bookings_mentor_start', ['mentorId', 'startsAt'])
@Index('IDX_bookings_learner_start', ['learnerId', 'startsAt'])
@Index('IDX_bookings_session_type', ['sessionTypeId'])
@Exclusion(
  'EX_bookings_mentor_time',
  `USING gist ("mentor_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" IN ('held', 'confirmed'))`,
)
@Check(
  'CHK_bookings_times',
  '"starts_at" < "ends_at" AND "blocked_from" <= "starts_at" AND "ends_at" <= "blocked_until"',
)
@Check(
  'CHK_bookings_status',
  `"status" IN ('held', 'confirmed', 'cancelled', 'expired', 'completed')`,
)
@Check('CHK_bookings_price', '"price_paise" >= 0')
@Check(
  'CHK_bookings_no_show',
  `"no_show_reported_by" IS NULL OR "no_show_reported_by" IN ('learner', 'mentor')`,
)
export class Booking {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_bookings' })
  id: string;

  @Column({ name: 'session_type_id', type: 'uuid' })
  sessionTypeId: string;

  @ManyToOne(() => SessionType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'session_type_id', foreignKeyConstraintName: 'FK_bookings_session_type' })
  sessionType?: SessionType;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mentor_id', foreignKeyConstraintName: 'FK_bookings_mentor' })
  mentor?: User;

  @Column({ name: 'learner_id', type: 'uuid' })
  learnerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'learner_id', foreignKeyConstraintName: 'FK_bookings_learner' })
  learner?: User;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'blocked_from', type: 'timestamptz' })
  blockedFrom: Date;

  @Column({ name: 'blocked_until', type: 'timestamptz' })
  blockedUntil: Date;

  @Column({ type: 'varchar', length: 20 })
  status: BookingStatus;

  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** What the learner pays, fixed when booked (a later price change does not touch it). */
  @Column({ name: 'price_paise', type: 'integer' })
  pricePaise: number;

  /**
   * The session type's cancellation notice when booked, the policy the learner saw: a learner
   * cancelling at least this long before the start is refunded in full (an edit of the type later
   * does not change it).
   */
  @Column({ name: 'cancellation_notice_hours', type: 'smallint', default: 24 })
  cancellationNoticeHours: number;

  /** The learner's IANA zone when they booked, for their invite and mails. */
  @Column({ name: 'learner_time_zone', type: 'varchar', length: 64 })
  learnerTimeZone: string;

  /** What the learner wants to talk about. */
  @Column({ type: 'text', default: '' })
  note: string;

  /** The course the booking was made from (its prep card), if any. */
  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId: string | null;

  @ManyToOne(() => Course, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'course_id', foreignKeyConstraintName: 'FK_bookings_course' })
  course?: Course;

  /** ICS SEQUENCE: 0 when booked, +1 on each reschedule or cancellation. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'cancelled_by', type: 'uuid', nullable: true })
  cancelledBy: string | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  /** Who reported that the other side did not come: 'learner' or 'mentor'; null when nobody did. */
  @Column({ name: 'no_show_reported_by', type: 'varchar', length: 10, nullable: true })
  noShowReportedBy: NoShowSide | null;

  @Column({ name: 'no_show_reported_at', type: 'timestamptz', nullable: true })
  noShowReportedAt: Date | null;

  @Column({ name: 'no_show_note', type: 'varchar', length: 500, nullable: true })
  noShowNote: string | null;

  /** When the mentor answered a learner's report (refunding or not), or the automatic refund ran. */
  @Column({ name: 'no_show_resolved_at', type: 'timestamptz', nullable: true })
  noShowResolvedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
