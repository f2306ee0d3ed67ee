import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { MentorProfile } from './mentor-profile.entity';

/**
 * A kind of session a mentor sells ("30-minute profile review, ₹499"), with the rules a booking of
 * it follows. The cancellation policy is in plain words as the learner saw it, and
 * `cancellationNoticeHours` is its rule: a learner cancelling at least that long before the start
 * is refunded in full. Owned by the mentorship module.
 */
@Entity('session_types')
@Index('IDX_session_types_mentor', ['mentorId'])
@Check('CHK_session_types_duration', '"duration_minutes" BETWEEN 15 AND 120')
@Check('CHK_session_types_price', '"price_paise" >= 0')
@Check(
  'CHK_session_types_buffers',
  '"buffer_before_minutes" BETWEEN 0 AND 120 AND "buffer_after_minutes" BETWEEN 0 AND 120',
)
@Check('CHK_session_types_notice', '"min_notice_minutes" BETWEEN 0 AND 43200')
@Check('CHK_session_types_window', '"booking_window_days" BETWEEN 1 AND 365')
@Check('CHK_session_types_daily_limit', '"daily_limit" IS NULL OR "daily_limit" BETWEEN 1 AND 48')
@Check('CHK_session_types_cancellation', '"cancellation_notice_hours" BETWEEN 0 AND 720')
export class SessionType {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_session_types' })
  id: string;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => MentorProfile, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mentor_id',
    referencedColumnName: 'userId',
    foreignKeyConstraintName: 'FK_session_types_mentor',
  })
  mentor?: MentorProfile;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'duration_minutes', type: 'smallint' })
  durationMinutes: number;

  /** 0 is free. */
  @Column({ name: 'price_paise', type: 'integer' })
  pricePaise: number;

  @Column({ type: 'varchar', length: 3, default: 'INR' })
  currency: string;

  @Column({ name: 'buffer_before_minutes', type: 'smallint', default: 0 })
  bufferBeforeMinutes: number;

  @Column({ name: 'buffer_after_minutes', type: 'smallint', default: 0 })
  bufferAfterMinutes: number;

  /** No slot starts sooner than this after now. */
  @Column({ name: 'min_notice_minutes', type: 'integer', default: 240 })
  minNoticeMinutes: number;

  /** No slot starts later than this many days after now. */
  @Column({ name: 'booking_window_days', type: 'smallint', default: 60 })
  bookingWindowDays: number;

  /** At most this many bookings of the mentor's on one of their days; null: no limit. */
  @Column({ name: 'daily_limit', type: 'smallint', nullable: true })
  dailyLimit: number | null;

  @Column({ name: 'cancellation_notice_hours', type: 'smallint', default: 24 })
  cancellationNoticeHours: number;

  @Column({ name: 'cancellation_policy', type: 'text' })
  cancellationPolicy: string;

  /** The mentor's own meeting link, used instead of the built-in room. */
  @Column({ name: 'meeting_url', type: 'varchar', length: 2000, nullable: true })
  meetingUrl: string | null;

  /** Archived types keep their bookings but take no new ones. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
