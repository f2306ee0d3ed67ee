import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
@Index('IDX_contact_messages_created', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  message: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When an admin marked it handled; null while it waits. */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}
