import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * Which account held which address, when, and whether it proved it reads mail there. Kept by a
 * trigger on `users` (every insert, email change and verification, whatever the code path), so
 * data matched by email (contact messages, the newsletter, mail we sent) can be given only to a
 * verified holder, and only what arrived while they held the address.
 */
@Entity('email_holdings')
@Index('IDX_email_holdings_user', ['userId', 'heldFrom'])
@Index('IDX_email_holdings_email', ['email', 'heldFrom'])
export class EmailHolding {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'held_from', type: 'timestamptz', default: () => 'now()' })
  heldFrom: Date;

  /** When the account confirmed the address (a verification or email-change link); null: never. */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** When the account moved to another address (or was deleted); null: it holds it now. */
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;
}
