import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { QUESTION_MAX_LENGTH } from '../../../shared/community';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { User } from '../users/user.entity';

/**
 * A learner's question on a lecture, anchored to a second of its video when they chose one. Its
 * counters change in the transaction of the row that moves them (an upvote, an answer), under the
 * question's row lock, so they stay exact under concurrency.
 */
@Entity('lecture_questions')
// A course's threads, newest first, and the educator's inbox (unanswered first).
@Index('IDX_lecture_questions_course', ['courseId', 'createdAt'])
@Index('IDX_lecture_questions_lecture', ['lectureId', 'createdAt'])
@Index('IDX_lecture_questions_author', ['authorId'])
@Check('CHK_lecture_questions_body', `char_length("body") BETWEEN 1 AND ${QUESTION_MAX_LENGTH}`)
@Check('CHK_lecture_questions_position', '"position_seconds" >= 0')
@Check('CHK_lecture_questions_counts', '"upvote_count" >= 0 AND "answer_count" >= 0')
export class LectureQuestion {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_lecture_questions' })
  id: string;

  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id', foreignKeyConstraintName: 'FK_lecture_questions_course' })
  course?: Course;

  @Column({ name: 'lecture_id', type: 'uuid' })
  lectureId: string;

  @ManyToOne(() => Lecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lecture_id', foreignKeyConstraintName: 'FK_lecture_questions_lecture' })
  lecture?: Lecture;

  /** Null once the asker's account is deleted: the thread stays for the others in it. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_lecture_questions_author' })
  author?: User;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'position_seconds', type: 'int', nullable: true })
  positionSeconds: number | null;

  @Column({ name: 'upvote_count', type: 'int', default: 0 })
  upvoteCount: number;

  @Column({ name: 'answer_count', type: 'int', default: 0 })
  answerCount: number;

  /** When someone other than the asker first answered: the inbox's "unanswered" and the median. */
  @Column({ name: 'first_answered_at', type: 'timestamptz', nullable: true })
  firstAnsweredAt: Date | null;

  @Column({ name: 'accepted_answer_id', type: 'uuid', nullable: true })
  acceptedAnswerId: string | null;

  @Column({ name: 'pinned_at', type: 'timestamptz', nullable: true })
  pinnedAt: Date | null;

  @Column({ name: 'duplicate_of_id', type: 'uuid', nullable: true })
  duplicateOfId: string | null;

  @ManyToOne(() => LectureQuestion, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'duplicate_of_id', foreignKeyConstraintName: 'FK_lecture_questions_duplicate' })
  duplicateOf?: LectureQuestion;

  /** Hidden by a moderator: shown to nobody but its author, as hidden. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
