import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Course } from './course.entity';

@Entity('chapters')
@Index('UQ_chapters_course_order', ['courseId', 'chapterOrder'], { unique: true })
export class Chapter {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Column({ name: 'chapter_title', type: 'varchar', length: 200 })
  chapterTitle: string;

  @Column({ name: 'chapter_order', type: 'int' })
  chapterOrder: number;
}
