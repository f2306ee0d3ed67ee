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
 * A signed-in device: one row per sign-in (password, registration, reset), named by the `sid` of
 * the tokens issued for it. It is live while not revoked, not expired and issued at the account's
 * current token version, so whatever bumps that version (password change, email change,
 * disabling, sign out everywhere) ends every session without touching this table.
 * docs/accounts-and-mail.md, "Sessions".
 */
@Entity('user_sessions')
@Index('IDX_user_sessions_user', ['userId', 'lastSeenAt'])
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The account's token version when the session began. */
  @Column({ name: 'token_version', type: 'int' })
  tokenVersion: number;

  /** The User-Agent header at sign-in, cut to 512 characters; named when listed (device-label.ts). */
  @Column({ name: 'user_agent', type: 'varchar', length: 512 })
  userAgent: string;

  /** The network block last seen (`networkBlock`): never the full address. */
  @Column({ type: 'varchar', length: 64 })
  network: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Written at most once per SESSION_SEEN_GRANULARITY_MS, not on every request. */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  /** When the tokens issued for it expire. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
