import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RequestLoaders } from '../common/graphql/request-loaders';
import { isUuid } from '../common/ids';

/** The kinds of row an audit entry names, as its target or in its fields. */
export type NamedKind =
  | 'user'
  | 'course'
  | 'chapter'
  | 'coupon'
  | 'quiz'
  | 'purchase'
  | 'review'
  | 'contact_message'
  | 'booking';

type Row = { id: string; [column: string]: string | null };

/** Each kind's one query for a page of ids, and how its row reads. */
const NAMES: Record<NamedKind, { sql: string; name: (row: Row) => string }> = {
  user: { sql: 'SELECT id, name FROM users WHERE id = ANY($1)', name: (r) => r.name! },
  course: {
    sql: 'SELECT id, course_title AS title FROM courses WHERE id = ANY($1)',
    name: (r) => r.title!,
  },
  chapter: {
    sql: `SELECT ch.id, ch.chapter_title AS title, c.course_title AS course
          FROM chapters ch JOIN courses c ON c.id = ch.course_id WHERE ch.id = ANY($1)`,
    name: (r) => `${r.title} (${r.course})`,
  },
  coupon: {
    sql: `SELECT cp.id, cp.code, c.course_title AS course
          FROM coupons cp LEFT JOIN courses c ON c.id = cp.course_id WHERE cp.id = ANY($1)`,
    name: (r) => `${r.code} (${r.course ?? 'all the educator’s courses'})`,
  },
  quiz: {
    sql: `SELECT q.id, q.title, c.course_title AS course FROM quizzes q
          JOIN chapters ch ON ch.id = q.chapter_id JOIN courses c ON c.id = ch.course_id
          WHERE q.id = ANY($1)`,
    name: (r) => `${r.title} (${r.course})`,
  },
  purchase: {
    sql: `SELECT p.id, c.course_title AS course, u.name AS buyer FROM purchases p
          JOIN courses c ON c.id = p.course_id JOIN users u ON u.id = p.user_id
          WHERE p.id = ANY($1)`,
    name: (r) => `${r.course}, bought by ${r.buyer}`,
  },
  review: {
    sql: `SELECT r.id, c.course_title AS course, u.name AS author FROM course_ratings r
          JOIN courses c ON c.id = r.course_id JOIN users u ON u.id = r.user_id
          WHERE r.id = ANY($1)`,
    name: (r) => `${r.author}’s review of ${r.course}`,
  },
  contact_message: {
    sql: 'SELECT id, email FROM contact_messages WHERE id = ANY($1)',
    name: (r) => `Message from ${r.email}`,
  },
  booking: {
    sql: `SELECT b.id, t.title, m.name AS mentor, l.name AS learner FROM bookings b
          JOIN session_types t ON t.id = b.session_type_id JOIN users m ON m.id = b.mentor_id
          JOIN users l ON l.id = b.learner_id WHERE b.id = ANY($1)`,
    name: (r) => `${r.title} with ${r.mentor}, booked by ${r.learner}`,
  },
};

export const isNamedKind = (kind: string): kind is NamedKind => kind in NAMES;

/**
 * Readable names of the rows audit entries point at, one query per kind for a whole page of
 * entries (batched per GraphQL operation). A row that is gone has no name here.
 */
@Injectable()
export class AuditNames {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  name(loaders: RequestLoaders, kind: NamedKind, id: string): Promise<string | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return loaders.fromMap(`auditName:${kind}`, id, (ids) => this.names(kind, ids), null);
  }

  private async names(kind: NamedKind, ids: readonly string[]): Promise<Map<string, string>> {
    const { sql, name } = NAMES[kind];
    const rows = await this.db.query<Row[]>(sql, [ids]);
    return new Map(rows.map((row) => [row.id, name(row)]));
  }
}
