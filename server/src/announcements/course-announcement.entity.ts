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
import { ANNOUNCEMENT_BODY_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from './announcement-rules';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';

/**
 * What a course's educator tells its learners (postAnnouncement): kept with the course (deleting
 * the course deletes them), delivered to each enrolled learner as an `announcement` notice.
 */
@ObjectType('Announcement', {
  description: "A message from a course's educator to its learners, plain text.",
})
@Entity('course_announcements')
// A course's announcements newest first, and the weekly cap's count (the migration orders it DESC).
@Index('IDX_course_announcements_course_created', ['courseId', 'createdAt', 'id'])
export class CourseAnnouncement {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_course_announcements' })
  id: string;

  @Field(() => ID, { description: 'The course it was posted in.' })
  @Column({ name: 'course_id', type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id', foreignKeyConstraintName: 'FK_course_announcements_course' })
  course?: Course;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_course_announcements_author' })
  author?: User;

  @Field({ description: `Up to ${ANNOUNCEMENT_TITLE_MAX_LENGTH} characters, one line.` })
  @Column({ type: 'varchar', length: ANNOUNCEMENT_TITLE_MAX_LENGTH })
  title: string;

  @Field({
    description: `Plain text, up to ${ANNOUNCEMENT_BODY_MAX_LENGTH} characters; a blank line separates paragraphs.`,
  })
  @Column({ type: 'varchar', length: ANNOUNCEMENT_BODY_MAX_LENGTH })
  body: string;

  @Field({ description: 'The name of whoever posted it (the educator, or an admin).' })
  authorName: string;

  @Field({ description: 'When it was posted.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The last learner (by id) its delivery reached; null before the first batch. */
  @Column({ name: 'delivered_through', type: 'uuid', nullable: true })
  deliveredThrough: string | null;

  /** When its delivery ended; null while batches remain (AnnouncementDelivery). */
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
