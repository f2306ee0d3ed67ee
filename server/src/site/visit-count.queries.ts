import type { DataSource } from 'typeorm';
import { columnName } from '../common/database/property-path';
import { VisitCounter } from './visit-counter.entity';

/**
 * Counts one visit today and returns the total so far in one statement, so concurrent visits never
 * read a half-counted total. Raw SQL because TypeORM's upsert cannot increment; names come from
 * the entity's metadata.
 */
export async function countVisit(db: DataSource): Promise<number> {
  const visits = db.getRepository(VisitCounter);
  const table = `"${visits.metadata.tableName}"`;
  const day = columnName(visits, 'day');
  const count = columnName(visits, 'count');
  const [row] = await db.query<{ total: string }[]>(
    `WITH bumped AS (
       INSERT INTO ${table} (${day}, ${count}) VALUES (CURRENT_DATE, 1)
       ON CONFLICT (${day}) DO UPDATE SET ${count} = ${table}.${count} + 1
       RETURNING ${day}, ${count}
     )
     SELECT (SELECT ${count} FROM bumped)
       + COALESCE((SELECT sum(${count}) FROM ${table} WHERE ${day} <> (SELECT ${day} FROM bumped)), 0) AS total`,
  );
  return Number(row.total);
}

/** The total of every day's visits, counting none. */
export async function totalVisits(db: DataSource): Promise<number> {
  const visits = db.getRepository(VisitCounter);
  const [row] = await db.query<{ total: string }[]>(
    `SELECT COALESCE(sum(${columnName(visits, 'count')}), 0) AS total FROM "${visits.metadata.tableName}"`,
  );
  return Number(row.total);
}
