import type { DataSource } from 'typeorm';
import { takeBootLock } from '../common/database/boot-lock';
import { CATEGORY_ROWS } from './categories';

/**
 * Inserts the categories of CATEGORY_TREE that the database lacks, by slug; existing rows are left
 * as they are (a renamed category keeps its name). Runs at every boot, demo data or not: a boot
 * that finds them all makes one SELECT and writes nothing, so it announces no catalog change.
 * Returns how many it inserted.
 */
export async function ensureCategories(db: DataSource): Promise<number> {
  const slugs = CATEGORY_ROWS.map((row) => row.slug);
  const [{ present }]: { present: number }[] = await db.query(
    'SELECT count(*)::int AS present FROM categories WHERE slug = ANY($1)',
    [slugs],
  );
  if (present === slugs.length) return 0;
  return db.transaction(async (tx) => {
    // Instances booting together insert one after the other; the later ones find every slug.
    await takeBootLock(tx);
    const insert = async (parents: boolean) => {
      const rows = CATEGORY_ROWS.filter((row) => (row.parentSlug === null) === parents);
      const inserted: unknown[] = await tx.query(
        `INSERT INTO categories (slug, name, parent_id, position)
         SELECT r.slug, r.name, p.id, r.position
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS r(slug, name, parent_slug, position)
         LEFT JOIN categories p ON p.slug = r.parent_slug
         ON CONFLICT (slug) DO NOTHING
         RETURNING id`,
        [
          rows.map((r) => r.slug),
          rows.map((r) => r.name),
          rows.map((r) => r.parentSlug),
          rows.map((r) => r.position),
        ],
      );
      return inserted.length;
    };
    // Top levels first: a subcategory finds its parent's id by slug.
    return (await insert(true)) + (await insert(false));
  });
}
