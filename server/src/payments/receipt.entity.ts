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
import { Purchase } from './purchase.entity';

/**
 * What a buyer was sold, as it stood when the payment completed: a copy, so renaming the course
 * or the account, or a new seller address, leaves the receipt as issued. Numbers run 1, 2, 3…
 * without gaps (`receipt_numbers`).
 */
@Entity('receipts')
export class Receipt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_receipts_number', { unique: true })
  @Column({ type: 'integer' })
  number: number;

  @Index('UQ_receipts_purchase', { unique: true })
  /** Null once the purchase is gone (its course deleted): the receipt is kept, as the law requires. */
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;

  @ManyToOne(() => Purchase, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'purchase_id' })
  purchase?: Purchase;

  @Index('IDX_receipts_user')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'buyer_name', type: 'varchar', length: 100 })
  buyerName: string;

  @Column({ name: 'buyer_email', type: 'varchar', length: 254 })
  buyerEmail: string;

  @Column({ name: 'course_title', type: 'varchar', length: 200 })
  courseTitle: string;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The seller's name, address lines, tax id and rate at issue. */
  @Column({ type: 'jsonb' })
  seller: { name: string; address: string[]; taxId: string | null; taxRatePercent: number | null };

  @Column({ name: 'payment_id', type: 'varchar', length: 100, nullable: true })
  paymentId: string | null;

  @CreateDateColumn({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;
}

/** The one row holding the last receipt number; taking the next one locks it until commit. */
@Entity('receipt_numbers')
export class ReceiptNumber {
  @Column({ type: 'smallint', primary: true, default: 1 })
  id: number;

  @Column({ name: 'last_number', type: 'integer', default: 0 })
  lastNumber: number;
}
