import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Visits per day: one row a day, incremented atomically; the total is their sum. */
@Entity('visits')
export class VisitCounter {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bigint', default: 0 })
  count: string;
}
