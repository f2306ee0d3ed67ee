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
import { ANSWER_MAX_LENGTH } from '../../../shared/community';
import { User } from '../users/user.entity';
import { LectureQuestion } from './lecture-question.entity';

/** A reply in a question's thread. */
@Entity('question_answers')
@Index('IDX_question_answers_question', ['questionId', 'createdAt'])
@Index('IDX_question_answers_author', ['authorId'])
@Check('CHK_question_answers_body', `char_length("body") BETWEEN 1 AND ${ANSWER_MAX_LENGTH}`)
export class QuestionAnswer {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_question_answers' })
  id: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @ManyToOne(() => LectureQuestion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'FK_question_answers_question' })
  question?: LectureQuestion;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_question_answers_author' })
  author?: User;

  @Column({ type: 'text' })
  body: string;

  /** Written by the course's educator when it was posted. */
  @Column({ name: 'by_instructor', type: 'boolean', default: false })
  byInstructor: boolean;

  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
