import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Razorpay webhook deliveries already applied, by event id: a redelivery changes nothing. */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 60 })
  event: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
