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
import { Chapter } from '../courses/chapter.entity';

export enum QuestionKind {
  SINGLE_CHOICE = 'single_choice',
  MULTIPLE_CHOICE = 'multiple_choice',
  TRUE_FALSE = 'true_false',
}

/** An answer option as stored: which options are correct never leaves the server for a learner. */
export interface StoredOption {
  id: string;
  text: string;
  correct: boolean;
}

/**
 * A quiz in a chapter. `position` counts the chapter's lectures before it (0: at the chapter's
 * start), so reordering or removing lectures never breaks it: a position past the last lecture
 * reads as the chapter's end. Quizzes at one position follow each other by creation.
 */
@Entity('quizzes')
@Index('IDX_quizzes_chapter', ['chapterId', 'position'])
@Check('CHK_quizzes_pass_mark', '"pass_mark_percent" BETWEEN 1 AND 100')
@Check('CHK_quizzes_attempt_limit', '"attempt_limit" IS NULL OR "attempt_limit" >= 1')
@Check('CHK_quizzes_position', '"position" >= 0')
export class Quiz {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'chapter_id', type: 'uuid' })
  chapterId: string;

  @ManyToOne(() => Chapter, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'chapter_id' })
  chapter?: Chapter;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'pass_mark_percent', type: 'int' })
  passMarkPercent: number;

  @Column({ name: 'attempt_limit', type: 'int', nullable: true })
  attemptLimit: number | null;

  @Column({ type: 'boolean', default: false })
  shuffle: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('quiz_questions')
@Index('UQ_quiz_questions_order', ['quizId', 'questionOrder'], { unique: true })
export class QuizQuestion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'quiz_id', type: 'uuid' })
  quizId: string;

  @ManyToOne(() => Quiz, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz?: Quiz;

  @Column({ name: 'question_order', type: 'int' })
  questionOrder: number;

  @Column({ type: 'varchar', length: 20 })
  kind: QuestionKind;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text', nullable: true })
  explanation: string | null;

  @Column({ type: 'jsonb' })
  options: StoredOption[];
}
