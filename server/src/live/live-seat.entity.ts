import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../users/user.entity';
import { LiveSession } from './live-session.entity';

export enum LiveSeatStatus {
  /** A bought seat kept for its checkout until `expiresAt`. */
  HELD = 'held',
  CONFIRMED = 'confirmed',
  /** In line for a seat of a full session, in `createdAt` order. */
  WAITLISTED = 'waitlisted',
  /** A freed seat kept for the next in line until `expiresAt` to claim. */
  OFFERED = 'offered',
  CANCELLED = 'cancelled',
  /** A hold or an offer not taken in time. */
  EXPIRED = 'expired',
}

/** The statuses that count in a session's `seatsTaken`. */
export const SEAT_TAKING_STATUSES = [
  LiveSeatStatus.HELD,
  LiveSeatStatus.OFFERED,
  LiveSeatStatus.CONFIRMED,
] as const;

/**
 * A learner's place in a live session (the whole series): a seat or a place on its waitlist.
 * UQ_live_seats_active allows one active place per learner and session, so a seat cannot be
 * taken or bought twice. Owned by the live module.
 */
@Entity('live_seats')
@Index('UQ_live_seats_active', ['liveSessionId', 'userId'], {
  unique: true,
  where: `"status" IN ('held', 'confirmed', 'waitlisted', 'offered')`,
})
@Index('IDX_live_seats_session_status', ['liveSessionId', 'status', 'createdAt'])
@Index('IDX_live_seats_user', ['userId'])
@Check(
  'CHK_live_seats_status',
  `"status" IN ('held', 'confirmed', 'waitlisted', 'offered', 'cancelled', 'expired')`,
)
@Check('CHK_live_seats_expiry', `"status" NOT IN ('held', 'offered') OR "expires_at" IS NOT NULL`)
export class LiveSeat {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_live_seats' })
  id: string;

  @Column({ name: 'live_session_id', type: 'uuid' })
  liveSessionId: string;

  @ManyToOne(() => LiveSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'live_session_id', foreignKeyConstraintName: 'FK_live_seats_session' })
  liveSession?: LiveSession;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_live_seats_user' })
  user?: User;

  @Column({ type: 'varchar', length: 12 })
  status: LiveSeatStatus;

  /** When a hold or an offer lapses. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** The learner's IANA zone when they took their place, for their invite and mails. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  /** What the seat cost, fixed when taken (0 for an included seat). */
  @Column({ name: 'price_paise', type: 'integer', default: 0 })
  pricePaise: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
