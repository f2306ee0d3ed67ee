import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Lecture } from '../courses/lecture.entity';
import { User } from '../users/user.entity';

/**
 * The furthest second of a lecture credited to a learner from the player's reports, kept beside the
 * resume point by the same statement: it grows no faster than playback at MAX_PLAYBACK_RATE since
 * it last advanced (plus WATCH_TOLERANCE_SECONDS once), so seeking to the end, or a burst of made-up
 * reports, is not watching. Written every few seconds, so it has no notify trigger (no cached
 * answer reads it); only completeLecture does, for courses that require watched lectures.
 */
@Entity('lecture_watches')
// Deleting a lecture finds its rows through this index instead of scanning the table.
@Index('IDX_lecture_watches_lecture', ['lectureId'])
export class LectureWatch {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ name: 'lecture_id', type: 'uuid' })
  lectureId: string;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture?: Lecture;

  @Column({ name: 'furthest_seconds', type: 'int' })
  furthestSeconds: number;

  /**
   * When the furthest second last advanced, moved later by any of the tolerance that advance used
   * (so it may lie a few seconds ahead of now()); the pace of the next advance counts from it.
   */
  @Column({ name: 'advanced_at', type: 'timestamptz', default: () => 'now()' })
  advancedAt: Date;

  /** When the player last reported on this lecture. */
  @Column({ name: 'reported_at', type: 'timestamptz', default: () => 'now()' })
  reportedAt: Date;
}
