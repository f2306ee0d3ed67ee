import {
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

/**
 * A course a learner saved for later. One per user and course. A deleted course's rows go with it
 * (cascade); an unpublished one's stay, hidden from the list, and come back if it is published again.
 */
@Entity('wishlist_items')
// A learner's list, newest first, and "is it on the viewer's list" for a page of courses.
@Index('UQ_wishlist_items_user_course', ['userId', 'courseId'], { unique: true })
// A course's wishlisters, when its price drops.
@Index('IDX_wishlist_items_course', ['courseId'])
export class WishlistItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
