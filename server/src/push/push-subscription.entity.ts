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
 * A browser on a device that agreed to receive our pushes (`PushSubscription.toJSON()`), and the
 * account it belongs to. One owner per endpoint: the same browser subscribed again by another
 * account moves to it. Removed when the push service answers 404 or 410, or the account goes.
 */
@Entity('push_subscriptions')
@Index('UQ_push_subscriptions_endpoint', ['endpoint'], { unique: true })
// An account's subscriptions, oldest first (the cap drops those).
@Index('IDX_push_subscriptions_user', ['userId', 'createdAt'])
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_push_subscriptions' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_subscriptions_user' })
  user?: User;

  /** The push service's URL for this browser. */
  @Column({ type: 'text' })
  endpoint: string;

  /** The browser's P-256 public key (base64url): payloads are encrypted to it (RFC 8291). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's 16-byte authentication secret (base64url). */
  @Column({ type: 'varchar', length: 40 })
  auth: string;

  /** When this account last subscribed the browser. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
