import { registerEnumType } from '@nestjs/graphql';
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

/** What an admin's decision holds back from its owner. */
export enum HoldKind {
  /** The user was demoted to learner: becomeEducator refuses them. */
  USER_ROLE = 'user_role',
  /** An admin unpublished someone else's course: its owner cannot publish it again. */
  COURSE_PUBLISH = 'course_publish',
}

registerEnumType(HoldKind, {
  name: 'HoldKind',
  description:
    'USER_ROLE: an admin demoted the user to learner, and becomeEducator refuses them. COURSE_PUBLISH: an admin unpublished the course, and its owner cannot publish it again.',
});

/**
 * An admin's demotion or unpublication, kept with its reason so that the owner cannot undo it
 * (holds.ts checks it wherever the right could come back). Only an admin lifts it; a lifted hold
 * stays on record. At most one active hold per kind and target.
 */
@Entity('admin_holds')
@Index('UQ_admin_holds_active', ['kind', 'targetId'], {
  unique: true,
  where: '"lifted_at" IS NULL',
})
@Index('IDX_admin_holds_target', ['targetId', 'heldAt'])
export class AdminHold {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: HoldKind;

  /** The user (USER_ROLE) or the course (COURSE_PUBLISH). */
  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  /** Shown to the owner when they try to undo it. */
  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'held_by_id', type: 'uuid', nullable: true })
  heldById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'held_by_id' })
  heldBy?: User | null;

  @CreateDateColumn({ name: 'held_at', type: 'timestamptz' })
  heldAt: Date;

  @Column({ name: 'lifted_at', type: 'timestamptz', nullable: true })
  liftedAt: Date | null;

  @Column({ name: 'lifted_by_id', type: 'uuid', nullable: true })
  liftedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'lifted_by_id' })
  liftedBy?: User | null;

  @Column({ name: 'lift_reason', type: 'text', nullable: true })
  liftReason: string | null;
}
