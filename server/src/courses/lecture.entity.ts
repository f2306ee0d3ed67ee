import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { HostedVideo } from '../video/hosted-video.entity';
import { Chapter } from './chapter.entity';

@Entity('lectures')
@Index('UQ_lectures_chapter_order', ['chapterId', 'lectureOrder'], { unique: true })
// Lecture counts and minutes per course are summed from this index alone (an index-only scan).
@Index('IDX_lectures_chapter_duration', ['chapterId', 'lectureDuration'])
// Deleting a hosted video clears the lectures that play it (ON DELETE SET NULL) by this index.
@Index('IDX_lectures_video', ['videoId'])
// A live session's recordings, found by their session (the seat rule, the session's lectures).
@Index('IDX_lectures_live_session', ['liveSessionId'], { where: '"live_session_id" IS NOT NULL' })
// Recordings by id: completions are counted without reading lectures (courses/counted-lectures.ts).
@Index('IDX_lectures_recording_ids', ['id'], { where: '"live_session_id" IS NOT NULL' })
@Check('CHK_lectures_duration', '"lecture_duration" > 0')
export class Lecture {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'chapter_id', type: 'uuid' })
  chapterId: string;

  @ManyToOne(() => Chapter, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'chapter_id' })
  chapter?: Chapter;

  @Column({ name: 'lecture_title', type: 'varchar', length: 200 })
  lectureTitle: string;

  /** Minutes. */
  @Column({ name: 'lecture_duration', type: 'int' })
  lectureDuration: number;

  @Column({ name: 'lecture_url', type: 'text' })
  lectureUrl: string;

  @Column({ name: 'is_preview_free', type: 'boolean', default: false })
  isPreviewFree: boolean;

  @Column({ name: 'lecture_order', type: 'int' })
  lectureOrder: number;

  /**
   * The hosted video learners play (video module), when the lecture is hosted rather than a
   * YouTube link; set when a video becomes ready, so a replacement never interrupts playback.
   */
  @Column({ name: 'video_id', type: 'uuid', nullable: true })
  videoId: string | null;

  @ManyToOne(() => HostedVideo, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'video_id' })
  video?: HostedVideo;

  /** Plain text under the video; a live session's recording has the session's agenda. */
  @Column({ name: 'description', type: 'text', nullable: true })
  description: string | null;

  /**
   * The live session whose recording this lecture is (live/recording/): for a session sold as
   * seats, only its seat holders (with the owner and admins) may watch it (`RecordingAudience`).
   */
  @Column({ name: 'live_session_id', type: 'uuid', nullable: true })
  liveSessionId: string | null;

  // Named by string, with no import: live/ is a later layer than courses/.
  @ManyToOne('LiveSession', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'live_session_id', foreignKeyConstraintName: 'FK_lectures_live_session' })
  liveSession?: object;
}
