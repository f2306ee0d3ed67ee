import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Chapter } from './chapter.entity';

@Entity('lectures')
@Index('UQ_lectures_chapter_order', ['chapterId', 'lectureOrder'], { unique: true })
// Lecture counts and minutes per course are summed from this index alone (an index-only scan).
@Index('IDX_lectures_chapter_duration', ['chapterId', 'lectureDuration'])
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
}
