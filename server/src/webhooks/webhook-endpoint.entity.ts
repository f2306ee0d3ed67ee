import { Field, ID, ObjectType } from '@nestjs/graphql';
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

/**
 * Where events are POSTed: an educator's gets the events of their own courses, an admin's every
 * event. The signing secret (`whsec_…`) is kept to sign and shown once, at creation.
 */
@ObjectType()
@Entity('webhook_endpoints')
@Index('IDX_webhook_endpoints_owner', ['ownerId', 'createdAt'])
export class WebhookEndpoint {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  @Field()
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Field(() => [String], { description: 'Event types (see the event catalogue) sent to it.' })
  @Column({ type: 'text', array: true })
  events: string[];

  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @Field()
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was disabled: by its owner, or after a delivery failed every retry.',
  })
  @Column({ name: 'disabled_reason', type: 'varchar', length: 500, nullable: true })
  disabledReason: string | null;

  /** Requests in a row that got no answer in time; any other outcome resets it (WebhookSender). */
  @Column({ name: 'consecutive_timeouts', type: 'int', default: 0 })
  consecutiveTimeouts: number;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
