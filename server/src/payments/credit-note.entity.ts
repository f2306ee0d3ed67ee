import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { GstDetails } from './gst';
import { Receipt, type SellerSnapshot } from './receipt.entity';

/**
 * The credit note of a refunded purchase: it refers to the receipt (the tax invoice) it reverses,
 * whose buyer and course it shares, and keeps the seller and the reversed tax as they were at its
 * issue. Numbered in a series of its own (`credit_note_numbers`), without gaps; one per receipt.
 */
@Entity('credit_notes')
export class CreditNote {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_credit_notes_number', { unique: true })
  @Column({ type: 'integer' })
  number: number;

  @Index('UQ_credit_notes_receipt', { unique: true })
  @Column({ name: 'receipt_id', type: 'uuid' })
  receiptId: string;

  @ManyToOne(() => Receipt)
  @JoinColumn({ name: 'receipt_id' })
  receipt?: Receipt;

  /** What went back to the buyer, tax included. */
  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'jsonb' })
  seller: SellerSnapshot;

  /** The tax reversed, in the invoice's split; null when the invoice had no GST. */
  @Column({ type: 'jsonb', nullable: true })
  gst: GstDetails | null;

  @Column({ name: 'refund_id', type: 'varchar', length: 100, nullable: true })
  refundId: string | null;

  @CreateDateColumn({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;
}

/** The one row holding the last credit note number, as `receipt_numbers` does for receipts. */
@Entity('credit_note_numbers')
export class CreditNoteNumber {
  @Column({ type: 'smallint', primary: true, default: 1 })
  id: number;

  @Column({ name: 'last_number', type: 'integer', default: 0 })
  lastNumber: number;
}
