import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
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
import { NOTE_MAX_LENGTH } from '../../../shared/lecture-note';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { User } from '../users/user.entity';

/**
 * A learner's private note on a lecture, anchored to a second of its video. Only its author reads
 * it; removing the lecture or the course removes it, and deleting the account forgets it.
 */
@ObjectType({ description: "A learner's private note on a lecture, at a second of its video." })
@Entity('lecture_notes')
@Index('IDX_lecture_notes_user_course', ['userId', 'courseId'])
// Deleting a lecture finds its notes through this index instead of scanning the table.
@Index('IDX_lecture_notes_lecture', ['lectureId'])
@Check('CHK_lecture_notes_position', '"position_seconds" >= 0')
@Check('CHK_lecture_notes_body', `char_length("body") BETWEEN 1 AND ${NOTE_MAX_LENGTH}`)
export class LectureNote {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field(() => ID)
  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Field(() => ID)
  @Column({ name: 'lecture_id', type: 'uuid' })
  lectureId: string;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id' })
  lecture?: Lecture;

  @Field(() => Int, { description: 'The second of the lecture video the note is anchored to.' })
  @Column({ name: 'position_seconds', type: 'int' })
  positionSeconds: number;

  @Field({ description: `Plain text, 1 to ${NOTE_MAX_LENGTH} characters; line breaks kept.` })
  @Column({ type: 'text' })
  body: string;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
