import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Lecture } from '../courses/lecture.entity';
import { LiveSession } from './live-session.entity';

export enum LiveOccurrenceStatus {
  SCHEDULED = 'scheduled',
  CANCELLED = 'cancelled',
}

/**
 * One meeting of a live session. `originalStartsAt` is where the series' rule put it (its ICS
 * RECURRENCE-ID); `startsAt` is where it is now, after a move. `sequence` grows on each move or
 * cancellation of this meeting alone, so a reminder scheduled before it can tell it is stale.
 * Owned by the live module.
 */
@Entity('live_occurrences')
@Unique('UQ_live_occurrences_original', ['liveSessionId', 'originalStartsAt'])
@Index('IDX_live_occurrences_session_start', ['liveSessionId', 'startsAt'])
@Index('IDX_live_occurrences_start', ['startsAt'])
@Index('IDX_live_occurrences_recording_lecture', ['recordingLectureId'], {
  where: '"recording_lecture_id" IS NOT NULL',
})
@Check('CHK_live_occurrences_times', '"starts_at" < "ends_at"')
@Check('CHK_live_occurrences_status', `"status" IN ('scheduled', 'cancelled')`)
export class LiveOccurrence {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_live_occurrences' })
  id: string;

  @Column({ name: 'live_session_id', type: 'uuid' })
  liveSessionId: string;

  @ManyToOne(() => LiveSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'live_session_id', foreignKeyConstraintName: 'FK_live_occurrences_session' })
  liveSession?: LiveSession;

  @Column({ name: 'original_starts_at', type: 'timestamptz' })
  originalStartsAt: Date;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', length: 12, default: LiveOccurrenceStatus.SCHEDULED })
  status: LiveOccurrenceStatus;

  @Column({ type: 'integer', default: 0 })
  sequence: number;

  /** The lecture its recording was published as. */
  @Column({ name: 'recording_lecture_id', type: 'uuid', nullable: true })
  recordingLectureId: string | null;

  @ManyToOne(() => Lecture, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'recording_lecture_id',
    foreignKeyConstraintName: 'FK_live_occurrences_recording',
  })
  recordingLecture?: Lecture;
}
