import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * An action a learner's device sent with an `Idempotency-Key`: the first request with the key
 * does the work and stores its answer here; a replay of the key gets that answer instead of a
 * second effect. Keys expire after KEY_TTL_DAYS (idempotency.service.ts).
 */
@Entity('idempotency_keys')
@Index('IDX_idempotency_keys_created', ['createdAt'])
export class IdempotencyKey {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_idempotency_keys' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_idempotency_keys_user' })
  user?: User;

  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'PK_idempotency_keys' })
  key: string;

  /** The mutation the key was first used for: the same key on another one is refused. */
  @Column({ type: 'varchar', length: 64 })
  operation: string;

  /** The first answer, as JSON (dates as ISO strings); null only inside the first request's transaction. */
  @Column({ type: 'jsonb', nullable: true })
  result: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
