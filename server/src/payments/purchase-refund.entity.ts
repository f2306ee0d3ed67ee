import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Purchase } from './purchase.entity';

/**
 * One refund the provider made of a purchase's payment, once per provider refund id. Partial
 * refunds add up: when they reach the amount paid, the purchase ends like a full refund.
 */
@Entity('purchase_refunds')
@Index('IDX_purchase_refunds_purchase', ['purchaseId'])
export class PurchaseRefund {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'purchase_id', type: 'uuid' })
  purchaseId: string;

  @ManyToOne(() => Purchase, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'purchase_id' })
  purchase?: Purchase;

  @Index('UQ_purchase_refunds_provider_refund', { unique: true })
  @Column({ name: 'provider_refund_id', type: 'varchar', length: 100 })
  providerRefundId: string;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
