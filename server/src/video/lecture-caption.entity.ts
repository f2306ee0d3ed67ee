import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Lecture } from '../courses/lecture.entity';

/**
 * A lecture's captions in one language, as WebVTT (SRT is converted on upload). They belong to the
 * lecture, not to one video, so they survive a replaced video. Owned by the video module.
 */
@Entity('lecture_captions')
@Index('UQ_lecture_captions_language', ['lectureId', 'language'], { unique: true })
// Course search's words of the captions, to_tsvector('simple', plain_text) (migration CaptionSearch).
@Index('IDX_lecture_captions_words', { synchronize: false })
export class LectureCaption {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'lecture_id', type: 'uuid' })
  lectureId: string;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture?: Lecture;

  /** 'en' or 'hi' (shared/locale.ts LOCALES). */
  @Column({ type: 'varchar', length: 10 })
  language: string;

  @Column({ type: 'text' })
  vtt: string;

  /** The cues' text alone, for course search. */
  @Column({ name: 'plain_text', type: 'text' })
  plainText: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  updatedAt: Date;
}
