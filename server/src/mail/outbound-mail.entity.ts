import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export enum MailStatus {
  /** Waiting for its delivery job (or for a retry). */
  QUEUED = 'queued',
  /** Accepted by the SMTP server. */
  SENT = 'sent',
  /** No SMTP_URL (development, tests): kept here, readable at /dev/mail. */
  KEPT = 'kept',
  /** MAIL_DISABLED: recorded, never sent. */
  DISABLED = 'disabled',
  /** Every retry failed; `lastError` says why. */
  FAILED = 'failed',
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** One message, written in the transaction of the event that causes it (the outbox). */
@Entity('outbound_mails')
@Index('IDX_outbound_mails_created', ['createdAt'])
@Index('IDX_outbound_mails_to', ['toAddress', 'createdAt'])
export class OutboundMail {
  @PrimaryColumn('uuid')
  id: string;

  /** What caused it, e.g. `password_reset`; for the mailbox page and metrics. */
  @Column({ type: 'varchar', length: 50 })
  kind: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Extra headers, e.g. List-Unsubscribe. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  headers: Record<string, string>;

  /** Files sent with it (a receipt PDF), base64. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: StoredAttachment[];

  @Column({ type: 'enum', enum: MailStatus, enumName: 'mail_status', default: MailStatus.QUEUED })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** The claim of the send in progress: only its holder may finish it, and renews it while it runs. */
  @Column({ name: 'lease_token', type: 'uuid', nullable: true })
  leaseToken: string | null;

  /** A lease not renewed by then belongs to a dead sender; another instance may claim the message. */
  @Column({ name: 'leased_until', type: 'timestamptz', nullable: true })
  leasedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
