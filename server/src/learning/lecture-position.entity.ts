import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { User } from '../users/user.entity';

/**
 * Where a learner left off in a course: one row per learner and course, overwritten as they
 * watch. Removing the lecture removes the row, so the player then opens at the start.
 */
@Entity('lecture_positions')
// Deleting a lecture finds its rows through this index instead of scanning the table.
@Index('IDX_lecture_positions_lecture', ['lectureId'])
@Check('CHK_lecture_positions_position', '"position_seconds" >= 0')
export class LecturePosition {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Column({ name: 'lecture_id', type: 'uuid' })
  lectureId: string;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture?: Lecture;

  @Column({ name: 'position_seconds', type: 'int' })
  positionSeconds: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
