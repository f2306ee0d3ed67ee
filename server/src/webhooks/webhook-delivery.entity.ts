import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';

export enum DeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

registerEnumType(DeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description:
    'PENDING: being tried (with retries); DELIVERED: answered 2xx; FAILED: every retry failed.',
});

/** An event to one endpoint: one pg-boss job (and its retries) sends it. */
@ObjectType()
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt'])
@Index('IDX_webhook_deliveries_sending', ['endpointId'], { where: '"sending_until" IS NOT NULL' })
export class WebhookDelivery {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_webhook_deliveries_event')
  @Column({ name: 'event_id', type: 'varchar', length: 40 })
  eventId: string;

  @ManyToOne(() => WebhookEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: WebhookEvent;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpoint;

  @Field(() => DeliveryStatus)
  @Column({ type: 'varchar', length: 12, default: DeliveryStatus.PENDING })
  status: DeliveryStatus;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** Set while a request for it is in flight: its owner's share (WebhookSender.claim) until then. */
  @Column({ name: 'sending_until', type: 'timestamptz', nullable: true })
  sendingUntil: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @OneToMany(() => WebhookAttempt, (a) => a.delivery)
  attempts?: WebhookAttempt[];
}

/** One request made for a delivery, kept to show why it failed. */
@ObjectType()
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery', ['deliveryId', 'attemptedAt'])
export class WebhookAttempt {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, (d) => d.attempts, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: WebhookDelivery;

  @Field()
  @CreateDateColumn({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;

  @Field(() => Int, { nullable: true, description: 'The HTTP status answered; null: no answer.' })
  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode: number | null;

  @Field(() => Int, { description: 'Milliseconds from sending to the answer (or the error).' })
  @Column({ name: 'duration_ms', type: 'int' })
  durationMs: number;

  @Field(() => String, { nullable: true, description: 'The first kilobyte of the response body.' })
  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why no answer came (timeout, refused address…).',
  })
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;
}
