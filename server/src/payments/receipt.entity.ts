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
import type { GstDetails, StateRef } from './gst';
import { Purchase } from './purchase.entity';

/** The seller as printed on a receipt or credit note, at its issue. */
export interface SellerSnapshot {
  name: string;
  address: string[];
  taxId: string | null;
  taxRatePercent: number | null;
  /** Absent on receipts issued before GST invoices. */
  state?: StateRef | null;
  /** The demo data's example seller. */
  demo?: boolean;
}

/** What a tax invoice prints besides the amount paid, as it stood at the sale. */
export interface InvoiceDetails {
  /** The course's list price when ordered (the amount paid when it was not kept). */
  listPricePaise: number;
  /** The coupon that set the price; null when the course's own discount did, or nothing came off. */
  couponCode: string | null;
  savingPaise: number;
  /** The state the buyer chose at checkout, if any. */
  buyerState: StateRef | null;
  /** Null when the seller has no GST registration set (tax id, rate and state). */
  gst: GstDetails | null;
}

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

  /** The seller's name, address lines, tax id, rate and state at issue. */
  @Column({ type: 'jsonb' })
  seller: SellerSnapshot;

  /** The invoice's lines at issue; null on receipts issued before GST invoices. */
  @Column({ type: 'jsonb', nullable: true })
  invoice: InvoiceDetails | null;

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
