import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { LiveOccurrence } from './live-occurrence.entity';

/**
 * Who came to a meeting, recorded by the room when they join: the first join and the last time the
 * room saw them. Owned by the live module.
 */
@Entity('live_attendance')
@Index('IDX_live_attendance_user', ['userId'])
export class LiveAttendance {
  @PrimaryColumn({
    name: 'occurrence_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_live_attendance',
  })
  occurrenceId: string;

  @ManyToOne(() => LiveOccurrence, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'occurrence_id', foreignKeyConstraintName: 'FK_live_attendance_occurrence' })
  occurrence?: LiveOccurrence;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_live_attendance' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_live_attendance_user' })
  user?: User;

  @Column({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}
