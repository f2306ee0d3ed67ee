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

/** A user's access to a course. One per user and course, enforced by the database. */
@Entity('enrollments')
@Index('UQ_enrollments_user_course', ['userId', 'courseId'], { unique: true })
// Per course in enrollment order, with the learner: counts and student lists read the index alone.
@Index('IDX_enrollments_course', ['courseId', 'createdAt', 'userId'])
// Site-wide analytics read a range of enrollments by time.
@Index('IDX_enrollments_created', ['createdAt'])
export class Enrollment {
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
