import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The secret salt of one UTC day's visitor hashes, shared by every instance; deleted after the day. */
@Entity('visitor_salts')
export class VisitorSalt {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 64 })
  salt: string;
}
