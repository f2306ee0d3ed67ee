import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A notice as the bell shows it, in its recipient's language: written by `Notices.sendAll` for
 * those who want the kind in the product. Goes with the account (deleting it forgets them).
 */
@ObjectType({
  description:
    "A notice in the product (the bell), in the recipient's language: what the notice's push shows.",
})
@Entity('notifications')
// The list, newest first (the migration orders it DESC).
@Index('IDX_notifications_user_created', ['userId', 'createdAt', 'id'])
// The unread count: only unread rows are in it, so the count reads few rows and stays exact.
@Index('IDX_notifications_user_unread', ['userId'], { where: 'read_at IS NULL' })
export class Notification {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_notifications' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_notifications_user' })
  user?: User;

  @Field({
    description:
      "Its kind, one of shared/notice-kinds.ts: 'refund', 'certificate', 'question_answered', 'answer_accepted', 'announcement', 'booking', 'live_session', 'post_hidden'.",
  })
  @Column({ type: 'text' })
  kind: string;

  @Field({ description: 'A short headline.' })
  @Column({ type: 'text' })
  title: string;

  @Field({ description: 'One or two sentences, plain text.' })
  @Column({ type: 'text' })
  body: string;

  @Field({ description: 'The page of the site it is about: a path such as /course/…' })
  @Column({ type: 'text' })
  url: string;

  @Field({ description: 'When it was sent.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the user marked it read; null while unread.',
  })
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
