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
import { User } from '../users/user.entity';
import { QuestionAnswer } from './question-answer.entity';
import { LectureQuestion } from './lecture-question.entity';

/** Someone's report of a question or an answer, for the admin console; one per person and post. */
@Entity('post_reports')
@Index('UQ_post_reports_question', ['reporterId', 'questionId'], {
  unique: true,
  where: '"answer_id" IS NULL',
})
@Index('UQ_post_reports_answer', ['reporterId', 'answerId'], {
  unique: true,
  where: '"answer_id" IS NOT NULL',
})
@Index('IDX_post_reports_open', ['createdAt'], { where: '"resolved_at" IS NULL' })
@Index('IDX_post_reports_answer', ['answerId'])
@Check('CHK_post_reports_reason', 'char_length("reason") <= 500')
export class PostReport {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_post_reports' })
  id: string;

  /** The question reported, or the question of the answer reported. */
  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @ManyToOne(() => LectureQuestion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'FK_post_reports_question' })
  question?: LectureQuestion;

  @Column({ name: 'answer_id', type: 'uuid', nullable: true })
  answerId: string | null;

  @ManyToOne(() => QuestionAnswer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'answer_id', foreignKeyConstraintName: 'FK_post_reports_answer' })
  answer?: QuestionAnswer;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id', foreignKeyConstraintName: 'FK_post_reports_reporter' })
  reporter?: User;

  @Column({ type: 'text', default: '' })
  reason: string;

  /** When a moderator hid the post or dismissed the report. */
  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
