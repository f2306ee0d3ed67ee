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
 * One admin action: who did what to which row, why, and the row's relevant fields before and
 * after. Written in the transaction of the change it records, so the log never misses or invents
 * one. Kept when the actor's account is deleted (actor_id set null, actor_email kept).
 */
@Entity('admin_audit_log')
@Index('IDX_admin_audit_log_at', ['at', 'id'])
@Index('IDX_admin_audit_log_target', ['targetType', 'targetId', 'at'])
@Index('IDX_admin_audit_log_actor', ['actorId', 'at'])
export class AdminAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail: string;

  /** e.g. user.disable, course.unpublish, purchase.refund, review.hide. */
  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** user, course, purchase, review, contact_message, or export (a download: no one row). */
  @Column({ name: 'target_type', type: 'varchar', length: 20 })
  targetType: string;

  @Column({ name: 'target_id', type: 'uuid', nullable: true })
  targetId: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
