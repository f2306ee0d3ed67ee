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

export enum TokenPurpose {
  PASSWORD_RESET = 'password_reset',
  EMAIL_VERIFICATION = 'email_verification',
  EMAIL_CHANGE = 'email_change',
}

/**
 * A single-use token mailed to a user. Only its SHA-256 is stored: the database alone cannot be
 * used to reset a password or verify an address.
 */
@Entity('account_tokens')
@Index('IDX_account_tokens_user', ['userId', 'purpose', 'createdAt'])
export class AccountToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'enum', enum: TokenPurpose, enumName: 'account_token_purpose' })
  purpose: TokenPurpose;

  /** SHA-256 of the token, hex. */
  @Index('UQ_account_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  /** The address an email change goes to; the address a verification confirms. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
