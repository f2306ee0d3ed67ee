import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { MentorProfile } from './mentor-profile.entity';

/**
 * A mentor's weekly hours: on `weekday` (ISO, 1 Monday to 7 Sunday), from `startMinute` to
 * `endMinute` after midnight, in the mentor's time zone. A day may hold several ranges; they never
 * overlap (setAvailability refuses that). Owned by the mentorship module.
 */
@Entity('mentor_weekly_hours')
@Index('IDX_mentor_weekly_hours_mentor', ['mentorId', 'weekday'])
@Check('CHK_mentor_weekly_hours_weekday', '"weekday" BETWEEN 1 AND 7')
@Check(
  'CHK_mentor_weekly_hours_range',
  '"start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute"',
)
export class WeeklyHours {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_mentor_weekly_hours' })
  id: string;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => MentorProfile, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mentor_id',
    referencedColumnName: 'userId',
    foreignKeyConstraintName: 'FK_mentor_weekly_hours_mentor',
  })
  mentor?: MentorProfile;

  @Column({ type: 'smallint' })
  weekday: number;

  @Column({ name: 'start_minute', type: 'smallint' })
  startMinute: number;

  @Column({ name: 'end_minute', type: 'smallint' })
  endMinute: number;
}

/**
 * A date whose hours differ from the week's, in the mentor's zone: its rows replace that date's
 * weekly hours. A row with no times is a day off; rows with times are that day's hours (extra
 * hours on a day off, or other hours). Owned by the mentorship module.
 */
@Entity('mentor_date_overrides')
@Index('IDX_mentor_date_overrides_mentor', ['mentorId', 'date'])
@Check(
  'CHK_mentor_date_overrides_range',
  '("start_minute" IS NULL AND "end_minute" IS NULL) OR ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute")',
)
export class DateOverride {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_mentor_date_overrides' })
  id: string;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => MentorProfile, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mentor_id',
    referencedColumnName: 'userId',
    foreignKeyConstraintName: 'FK_mentor_date_overrides_mentor',
  })
  mentor?: MentorProfile;

  /** 'YYYY-MM-DD', the mentor's local date. */
  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'start_minute', type: 'smallint', nullable: true })
  startMinute: number | null;

  @Column({ name: 'end_minute', type: 'smallint', nullable: true })
  endMinute: number | null;
}
