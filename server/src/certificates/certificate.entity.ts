import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';

/**
 * A course completion certificate. Names and title are copied when it is issued, so renaming the
 * course or the people later changes nothing on it; it outlives a deleted course. A revoked one
 * stays on record; at most one live one per learner and course.
 */
@ObjectType({
  description: 'A course completion certificate, as anyone holding its id may verify it.',
})
@Entity('certificates')
@Index('UQ_certificates_live_user_course', ['userId', 'courseId'], {
  unique: true,
  where: '"revoked_at" IS NULL',
})
export class Certificate {
  @Field(() => ID, { description: 'The public certificate id.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('IDX_certificates_course')
  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId: string | null;

  @ManyToOne(() => Course, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @Field()
  @Column({ name: 'learner_name', type: 'varchar', length: 100 })
  learnerName: string;

  @Field()
  @Column({ name: 'course_title', type: 'varchar', length: 200 })
  courseTitle: string;

  @Field()
  @Column({ name: 'educator_name', type: 'varchar', length: 100 })
  educatorName: string;

  /** The lectures' total minutes when it was issued; null on certificates issued before it was kept. */
  @Column({ name: 'course_minutes', type: 'integer', nullable: true })
  courseMinutes: number | null;

  @Field({ description: 'When the last lecture was completed.' })
  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt: Date;

  @CreateDateColumn({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Its bit in the published revocation list (credentials/status-list.ts): never reused. */
  @Index('UQ_certificates_status_index', { unique: true })
  @Column({ name: 'status_index', type: 'integer' })
  @Generated('increment')
  statusIndex: number;
}
