import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Something that happened, recorded in the transaction of the change. Its id (`msg_…`) is the
 * `webhook-id` of every attempt to every endpoint, so receivers de-duplicate on it. Rows exist only
 * for events some endpoint subscribed to. No NOTIFY trigger: no cached response shows it.
 */
@Entity('webhook_events')
export class WebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  /** The body sent: `{ type, timestamp, data }`. */
  @Column({ type: 'jsonb' })
  payload: { type: string; timestamp: string; data: Record<string, unknown> };

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
