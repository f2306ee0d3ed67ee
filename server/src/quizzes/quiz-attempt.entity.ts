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
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';
import { Quiz } from './quiz.entity';

/** One question as the learner answered it. */
export interface AnsweredQuestion {
  questionId: string;
  optionIds: string[];
  correct: boolean;
}

/**
 * A graded submission. The unique (quiz, user, attempt number) makes two concurrent submissions
 * unable to both take the last attempt; the course id lets the certificate and My Enrollments
 * read a learner's quizzes of many courses in one query.
 */
@Entity('quiz_attempts')
@Index('UQ_quiz_attempts_number', ['quizId', 'userId', 'attemptNumber'], { unique: true })
@Index('IDX_quiz_attempts_user_course', ['userId', 'courseId'])
@Check('CHK_quiz_attempts_score', '"score_percent" BETWEEN 0 AND 100')
export class QuizAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'quiz_id', type: 'uuid' })
  quizId: string;

  @ManyToOne(() => Quiz, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_id' })
  quiz?: Quiz;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Column({ name: 'attempt_number', type: 'int' })
  attemptNumber: number;

  @Column({ name: 'score_percent', type: 'int' })
  scorePercent: number;

  @Column({ type: 'boolean' })
  passed: boolean;

  @Column({ type: 'jsonb' })
  answers: AnsweredQuestion[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
