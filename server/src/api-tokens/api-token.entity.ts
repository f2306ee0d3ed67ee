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
 * A personal access token: `Authorization: Bearer bcpat_…` on GraphQL and REST, limited to its
 * scopes and to what its owner may do. Only the SHA-256 of the secret is stored; the token is shown
 * once, at creation. A password change leaves it working; revoking it, disabling or deleting the
 * account ends it.
 */
@Entity('api_tokens')
@Index('IDX_api_tokens_user', ['userId', 'createdAt'])
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The first characters of the token (prefix included), shown in lists to tell tokens apart. */
  @Column({ name: 'token_start', type: 'varchar', length: 16 })
  tokenStart: string;

  /** SHA-256 of the whole token, hex. */
  @Index('UQ_api_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  /** Values of API_SCOPES (shared/api-scopes.ts). */
  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
