import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the catalog filters and sorts on, all in course_stats: beside the figures, a copy of each
 * course's published flag, date, category (and its parent), level, language and net price, kept
 * by triggers. A filtered page with its facet counts then reads one narrow table (about 1 MB for
 * 10,000 courses) instead of joining the wide courses table (16 MB, descriptions and words) to
 * its figures and categories on every request.
 */
export class CatalogFacts1795900000000 implements MigrationInterface {
  name = 'CatalogFacts1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "course_stats"
      ADD "is_published" boolean NOT NULL DEFAULT false,
      ADD "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      ADD "category_id" uuid,
      ADD "parent_category_id" uuid,
      ADD "level" "public"."course_level" NOT NULL DEFAULT 'all_levels',
      ADD "language" character varying(40) NOT NULL DEFAULT 'English',
      ADD "net_price" numeric(12,2) NOT NULL DEFAULT 0`);

    // The net price rule of pricing.ts (netPricePaise), in SQL: whole paise, rounded.
    await q(`CREATE FUNCTION copy_course_facts(ids uuid[]) RETURNS void LANGUAGE sql AS $$
      UPDATE course_stats s SET
        is_published = c.is_published, created_at = c.created_at, category_id = c.category_id,
        parent_category_id = cat.parent_id, level = c.level, language = c.language,
        net_price = round(round(c.course_price * 100) * (100 - c.discount) / 100) / 100
      FROM courses c LEFT JOIN categories cat ON cat.id = c.category_id
      WHERE s.course_id = c.id AND c.id = ANY(ids)
    $$`);
    // The recount (backfill, bulk loads, curriculum edits) brings the facts along: Discovery's
    // function keeps counting under another name, and refresh_course_stats does both.
    await q('ALTER FUNCTION refresh_course_stats(uuid[]) RENAME TO count_course_stats');
    await q(`CREATE FUNCTION refresh_course_stats(ids uuid[]) RETURNS void LANGUAGE sql AS $$
      SELECT count_course_stats(ids);
      SELECT copy_course_facts(ids);
    $$`);
    await q(`CREATE FUNCTION course_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'courses' THEN
          PERFORM copy_course_facts(ARRAY[NEW.id]);
        ELSE -- a category moved under another parent
          UPDATE course_stats SET parent_category_id = NEW.parent_id WHERE category_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER "courses_facts" AFTER UPDATE OF
        "is_published", "created_at", "category_id", "level", "language", "course_price", "discount"
      ON "courses" FOR EACH ROW
      WHEN ((OLD.is_published, OLD.created_at, OLD.category_id, OLD.level, OLD.language, OLD.course_price, OLD.discount)
        IS DISTINCT FROM (NEW.is_published, NEW.created_at, NEW.category_id, NEW.level, NEW.language, NEW.course_price, NEW.discount))
      EXECUTE FUNCTION course_facts_changed()`);
    await q(`CREATE TRIGGER "categories_facts" AFTER UPDATE OF "parent_id" ON "categories"
      FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
      EXECUTE FUNCTION course_facts_changed()`);
    await q('SELECT copy_course_facts(array_agg(id)) FROM "courses"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('DROP TRIGGER "categories_facts" ON "categories"');
    await q('DROP TRIGGER "courses_facts" ON "courses"');
    await q('DROP FUNCTION course_facts_changed()');
    await q('DROP FUNCTION refresh_course_stats(uuid[])');
    await q('ALTER FUNCTION count_course_stats(uuid[]) RENAME TO refresh_course_stats');
    await q('DROP FUNCTION copy_course_facts(uuid[])');
    await q(`ALTER TABLE "course_stats" DROP COLUMN "net_price", DROP COLUMN "language",
      DROP COLUMN "level", DROP COLUMN "parent_category_id", DROP COLUMN "category_id",
      DROP COLUMN "created_at", DROP COLUMN "is_published"`);
  }
}
