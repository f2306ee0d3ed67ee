import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { LectureQuestion } from './lecture-question.entity';

/** One person's upvote of a question: the key makes a second one impossible. */
@Entity('question_upvotes')
@Index('IDX_question_upvotes_user', ['userId'])
export class QuestionUpvote {
  @PrimaryColumn({ name: 'question_id', type: 'uuid', primaryKeyConstraintName: 'PK_question_upvotes' })
  questionId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_question_upvotes' })
  userId: string;

  @ManyToOne(() => LectureQuestion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'FK_question_upvotes_question' })
  question?: LectureQuestion;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_question_upvotes_user' })
  user?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
