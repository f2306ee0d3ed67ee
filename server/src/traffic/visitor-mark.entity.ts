import { Entity, PrimaryColumn } from 'typeorm';

/**
 * That a visitor was counted for a course's event on a day: the dedupe of the daily counters.
 * `visitor` is a salted hash (visitor-id.ts), unlinkable once the day's salt is gone; rows of past
 * days are purged. No foreign key and no change-feed trigger: this is the hottest write table.
 */
@Entity('course_visitor_marks')
export class VisitorMark {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'course_id', type: 'uuid' })
  courseId: string;

  /** `view` or `preview`. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  event: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  visitor: string;
}
