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
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';

export enum LiveAccess {
  /** Every learner enrolled in the course may take a seat, at no extra cost. */
  ENROLLED = 'enrolled',
  /** A seat is bought, at `pricePaise`, through the course checkout. */
  SEAT = 'seat',
}

export enum LiveSessionStatus {
  SCHEDULED = 'scheduled',
  CANCELLED = 'cancelled',
}

/**
 * A live session of a course, or a weekly series of them (issue 40): one seat list, one ICS UID
 * (the id) whose RRULE is `rrule` from `firstStartsAt` in the host's `timeZone`. Its occurrences are
 * rows of live_occurrences, made when it is scheduled. `seatsTaken` counts held, offered and
 * confirmed seats, kept in the transaction that changes a seat: CHK_live_sessions_seats makes
 * PostgreSQL refuse the seat past `capacity`, so parallel RSVPs for the last seat have one winner.
 * `sequence` is the series' ICS SEQUENCE. Owned by the live module.
 */
@Entity('live_sessions')
@Index('IDX_live_sessions_course', ['courseId'])
@Index('IDX_live_sessions_host', ['hostId'])
@Check('CHK_live_sessions_duration', '"duration_minutes" BETWEEN 15 AND 480')
@Check('CHK_live_sessions_seats', '"capacity" > 0 AND "seats_taken" BETWEEN 0 AND "capacity"')
@Check('CHK_live_sessions_access', `"access" IN ('enrolled', 'seat')`)
@Check('CHK_live_sessions_price', `"price_paise" >= 0 AND ("access" = 'seat' OR "price_paise" = 0)`)
@Check('CHK_live_sessions_status', `"status" IN ('scheduled', 'cancelled')`)
export class LiveSession {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_live_sessions' })
  id: string;

  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id', foreignKeyConstraintName: 'FK_live_sessions_course' })
  course?: Course;

  /** The course's educator when it was scheduled: they host it. */
  @Column({ name: 'host_id', type: 'uuid' })
  hostId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'host_id', foreignKeyConstraintName: 'FK_live_sessions_host' })
  host?: User;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Plain text; also the description of the recording's lecture. */
  @Column({ type: 'text', default: '' })
  agenda: string;

  @Column({ name: 'first_starts_at', type: 'timestamptz' })
  firstStartsAt: Date;

  @Column({ name: 'duration_minutes', type: 'smallint' })
  durationMinutes: number;

  /** The host's IANA zone: a weekly 7 pm stays 7 pm there across daylight-saving changes. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  /** The RRULE's body without DTSTART ("FREQ=WEEKLY;COUNT=6"); null for a single session. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  rrule: string | null;

  @Column({ type: 'integer' })
  capacity: number;

  @Column({ name: 'seats_taken', type: 'integer', default: 0 })
  seatsTaken: number;

  @Column({ type: 'varchar', length: 10 })
  access: LiveAccess;

  @Column({ name: 'price_paise', type: 'integer', default: 0 })
  pricePaise: number;

  /** The host's own meeting link, used instead of the built-in room (required past its size). */
  @Column({ name: 'meeting_url', type: 'varchar', length: 500, nullable: true })
  meetingUrl: string | null;

  @Column({ type: 'varchar', length: 12, default: LiveSessionStatus.SCHEDULED })
  status: LiveSessionStatus;

  /** ICS SEQUENCE of the series: +1 on each change its invite carries. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
