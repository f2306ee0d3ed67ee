import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery: a two-level category tree, course facts a learner filters by (level, language, tags),
 * what a course teaches and needs, the per-course figures the catalog sorts and filters on
 * (kept by triggers in course_stats), a weighted full-text document per course, and the
 * instructor's public profile.
 */
export class Discovery1795800000000 implements MigrationInterface {
  name = 'Discovery1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`CREATE TABLE "categories" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "slug" character varying(80) NOT NULL,
      "name" character varying(80) NOT NULL,
      "parent_id" uuid,
      "position" integer NOT NULL DEFAULT 0,
      CONSTRAINT "UQ_categories_slug" UNIQUE ("slug"),
      CONSTRAINT "PK_categories" PRIMARY KEY ("id"))`);
    await q('CREATE INDEX "IDX_categories_parent" ON "categories" ("parent_id") ');
    await q(`ALTER TABLE "categories" ADD CONSTRAINT "FK_88cea2dc9c31951d06437879b40" FOREIGN KEY ("parent_id")
      REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);

    await q(
      "CREATE TYPE \"public\".\"course_level\" AS ENUM('beginner', 'intermediate', 'advanced', 'all_levels')",
    );
    await q('ALTER TABLE "courses" ADD "category_id" uuid');
    await q(
      'ALTER TABLE "courses" ADD "level" "public"."course_level" NOT NULL DEFAULT \'all_levels\'',
    );
    await q(
      'ALTER TABLE "courses" ADD "language" character varying(40) NOT NULL DEFAULT \'English\'',
    );
    await q('ALTER TABLE "courses" ADD "tags" text array NOT NULL DEFAULT \'{}\'');
    await q('ALTER TABLE "courses" ADD "learning_points" text array NOT NULL DEFAULT \'{}\'');
    await q('ALTER TABLE "courses" ADD "requirements" text array NOT NULL DEFAULT \'{}\'');
    await q('ALTER TABLE "courses" ADD "search_document" tsvector');
    await q('CREATE INDEX "IDX_courses_category" ON "courses" ("category_id") ');
    await q(
      'CREATE INDEX "IDX_courses_search_document" ON "courses" USING gin ("search_document")',
    );
    await q(`ALTER TABLE "courses" ADD CONSTRAINT "FK_e4c260fe6bb1131707c4617f745" FOREIGN KEY ("category_id")
      REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);

    await q('ALTER TABLE "users" ADD "headline" character varying(120) NOT NULL DEFAULT \'\'');
    await q('ALTER TABLE "users" ADD "bio" text NOT NULL DEFAULT \'\'');
    await q('ALTER TABLE "users" ADD "links" text array NOT NULL DEFAULT \'{}\'');
    // Instructors by name in the search suggestions: substring and typo, like course titles.
    await q('CREATE INDEX "IDX_users_name_trgm" ON "users" USING gin (lower("name") gin_trgm_ops)');

    await q(`CREATE TABLE "course_stats" (
      "course_id" uuid NOT NULL,
      "enrollment_count" integer NOT NULL DEFAULT 0,
      "rating_count" integer NOT NULL DEFAULT 0,
      "rating_sum" integer NOT NULL DEFAULT 0,
      "rating_average" numeric(3,2) NOT NULL DEFAULT 0,
      "total_minutes" integer NOT NULL DEFAULT 0,
      CONSTRAINT "PK_course_stats" PRIMARY KEY ("course_id"))`);
    await q(`ALTER TABLE "course_stats" ADD CONSTRAINT "FK_1373ba5580b33282adf98092b08" FOREIGN KEY ("course_id")
      REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    // The figures of some courses, counted again from their rows: for the backfill, bulk loads
    // (scripts/generate-scale-data.mjs) and curriculum edits, which are rare.
    await q(`CREATE FUNCTION refresh_course_stats(ids uuid[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO course_stats (course_id, enrollment_count, rating_count, rating_sum, rating_average, total_minutes)
      SELECT c.id,
        (SELECT count(*) FROM enrollments e WHERE e.course_id = c.id),
        (SELECT count(*) FROM course_ratings r WHERE r.course_id = c.id),
        coalesce((SELECT sum(r.rating) FROM course_ratings r WHERE r.course_id = c.id), 0),
        coalesce((SELECT round(avg(r.rating), 2) FROM course_ratings r WHERE r.course_id = c.id), 0),
        coalesce((SELECT sum(l.lecture_duration) FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
          WHERE ch.course_id = c.id), 0)
      FROM courses c WHERE c.id = ANY(ids)
      ON CONFLICT (course_id) DO UPDATE SET
        enrollment_count = EXCLUDED.enrollment_count, rating_count = EXCLUDED.rating_count,
        rating_sum = EXCLUDED.rating_sum, rating_average = EXCLUDED.rating_average,
        total_minutes = EXCLUDED.total_minutes
    $$`);
    // Enrolments and ratings move the figures by a step: recounting a course's 50,000 learners on
    // every enrolment would put that count on the write path.
    await q(`CREATE FUNCTION step_course_stats(course uuid, learners integer, ratings integer, stars integer)
      RETURNS void LANGUAGE sql AS $$
      UPDATE course_stats SET
        enrollment_count = enrollment_count + learners,
        rating_count = rating_count + ratings,
        rating_sum = rating_sum + stars,
        rating_average = CASE WHEN rating_count + ratings = 0 THEN 0
          ELSE round((rating_sum + stars)::numeric / (rating_count + ratings), 2) END
      WHERE course_id = course
    $$`);
    await q(`CREATE FUNCTION course_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'enrollments' THEN
          IF TG_OP <> 'DELETE' THEN PERFORM step_course_stats(NEW.course_id, 1, 0, 0); END IF;
          IF TG_OP <> 'INSERT' THEN PERFORM step_course_stats(OLD.course_id, -1, 0, 0); END IF;
        ELSIF TG_TABLE_NAME = 'course_ratings' THEN
          IF TG_OP <> 'DELETE' THEN PERFORM step_course_stats(NEW.course_id, 0, 1, NEW.rating); END IF;
          IF TG_OP <> 'INSERT' THEN PERFORM step_course_stats(OLD.course_id, 0, -1, -OLD.rating); END IF;
        ELSIF TG_TABLE_NAME = 'lectures' THEN
          PERFORM refresh_course_stats(array_agg(ch.course_id)) FROM chapters ch
          WHERE ch.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.chapter_id ELSE NEW.chapter_id END,
                          CASE WHEN TG_OP = 'UPDATE' THEN OLD.chapter_id END);
        ELSIF TG_TABLE_NAME = 'courses' THEN
          PERFORM refresh_course_stats(ARRAY[NEW.id]);
        ELSE -- a chapter deleted with its lectures: theirs no longer find the course
          PERFORM refresh_course_stats(ARRAY[OLD.course_id]);
        END IF;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER "courses_stats" AFTER INSERT ON "courses"
      FOR EACH ROW EXECUTE FUNCTION course_stats_changed()`);
    for (const table of ['enrollments', 'lectures'])
      await q(`CREATE TRIGGER "${table}_stats" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION course_stats_changed()`);
    // A review's text changing moves no figure.
    await q(`CREATE TRIGGER "course_ratings_stats" AFTER INSERT OR DELETE ON "course_ratings"
      FOR EACH ROW EXECUTE FUNCTION course_stats_changed()`);
    await q(`CREATE TRIGGER "course_ratings_stats_update" AFTER UPDATE OF "rating", "course_id" ON "course_ratings"
      FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.course_id IS DISTINCT FROM NEW.course_id)
      EXECUTE FUNCTION course_stats_changed()`);
    // A chapter deleted with its lectures: the lectures' own trigger no longer finds the course.
    await q(`CREATE TRIGGER "chapters_stats" AFTER DELETE ON "chapters"
      FOR EACH ROW EXECUTE FUNCTION course_stats_changed()`);

    // The weighted words of a course: title (A); tags, category and instructor (B); description (D).
    await q(`CREATE FUNCTION course_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_document :=
          setweight(to_tsvector('english', NEW.course_title), 'A') ||
          setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
          setweight(to_tsvector('english', coalesce((
            SELECT string_agg(c.name, ' ') FROM categories c
            WHERE c.id = NEW.category_id
               OR c.id = (SELECT parent_id FROM categories WHERE id = NEW.category_id)), '')), 'B') ||
          setweight(to_tsvector('english', coalesce(
            (SELECT name FROM users WHERE id = NEW.educator_id), '')), 'B') ||
          setweight(to_tsvector('english',
            regexp_replace(NEW.course_description, '<[^>]*>', ' ', 'g')), 'D');
        RETURN NEW;
      END $$`);
    await q(`CREATE TRIGGER "courses_search_document" BEFORE INSERT OR UPDATE ON "courses"
      FOR EACH ROW EXECUTE FUNCTION course_search_document()`);
    // A renamed instructor or category is found under the new name.
    await q(`CREATE FUNCTION course_search_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Only when there are courses to touch: an UPDATE of no rows still fires the courses
        -- table's statement trigger, which would announce a catalog change for a learner's rename.
        IF TG_TABLE_NAME = 'users' THEN
          IF EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id) THEN
            UPDATE courses SET search_document = NULL WHERE educator_id = NEW.id;
          END IF;
        ELSIF EXISTS (SELECT 1 FROM courses c JOIN categories cat ON cat.id = c.category_id
                      WHERE cat.id = NEW.id OR cat.parent_id = NEW.id) THEN
          UPDATE courses SET search_document = NULL WHERE category_id IN (
            SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
        END IF;
        RETURN NULL;
      END $$`);
    await q(`CREATE TRIGGER "users_search_names" AFTER UPDATE OF "name" ON "users"
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
      EXECUTE FUNCTION course_search_names_changed()`);
    await q(`CREATE TRIGGER "categories_search_names" AFTER UPDATE OF "name" ON "categories"
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
      EXECUTE FUNCTION course_search_names_changed()`);
    await q(`CREATE TRIGGER "categories_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
      FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`);

    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_user_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('data_changed', 'catalog');
          PERFORM pg_notify('data_changed', 'user:' || OLD.id);
          RETURN NULL;
        END IF;
        PERFORM pg_notify('data_changed', 'user:' || NEW.id);
        -- The instructor page shows headline, bio and links: catalog data for someone teaching.
        IF TG_OP = 'UPDATE'
          AND (OLD.headline, OLD.bio, OLD.links) IS DISTINCT FROM (NEW.headline, NEW.bio, NEW.links)
          AND EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id) THEN
          PERFORM pg_notify('data_changed', 'catalog');
        END IF;
        IF TG_OP = 'UPDATE'
          AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.image_url IS DISTINCT FROM NEW.image_url) THEN
          IF EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id)
            OR EXISTS (SELECT 1 FROM course_ratings WHERE user_id = NEW.id) THEN
            PERFORM pg_notify('data_changed', 'catalog');
          ELSE
            PERFORM pg_notify('data_changed', 'user:' || teacher.educator_id)
            FROM (SELECT DISTINCT c.educator_id FROM enrollments e
                  JOIN courses c ON c.id = e.course_id WHERE e.user_id = NEW.id) AS teacher;
          END IF;
        END IF;
        RETURN NULL;
      END $$`);

    await q('UPDATE "courses" SET "search_document" = NULL');
    await q('SELECT refresh_course_stats(array_agg(id)) FROM "courses"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION notify_user_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('data_changed', 'catalog');
          PERFORM pg_notify('data_changed', 'user:' || OLD.id);
          RETURN NULL;
        END IF;
        PERFORM pg_notify('data_changed', 'user:' || NEW.id);
        IF TG_OP = 'UPDATE'
          AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.image_url IS DISTINCT FROM NEW.image_url) THEN
          IF EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id)
            OR EXISTS (SELECT 1 FROM course_ratings WHERE user_id = NEW.id) THEN
            PERFORM pg_notify('data_changed', 'catalog');
          ELSE
            PERFORM pg_notify('data_changed', 'user:' || teacher.educator_id)
            FROM (SELECT DISTINCT c.educator_id FROM enrollments e
                  JOIN courses c ON c.id = e.course_id WHERE e.user_id = NEW.id) AS teacher;
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q('DROP TRIGGER "categories_notify_change" ON "categories"');
    await q('DROP TRIGGER "categories_search_names" ON "categories"');
    await q('DROP TRIGGER "users_search_names" ON "users"');
    await q('DROP FUNCTION course_search_names_changed()');
    await q('DROP TRIGGER "courses_search_document" ON "courses"');
    await q('DROP FUNCTION course_search_document()');
    await q('DROP TRIGGER "chapters_stats" ON "chapters"');
    for (const table of ['enrollments', 'course_ratings', 'lectures'])
      await q(`DROP TRIGGER "${table}_stats" ON "${table}"`);
    await q('DROP TRIGGER "course_ratings_stats_update" ON "course_ratings"');
    await q('DROP TRIGGER "courses_stats" ON "courses"');
    await q('DROP FUNCTION course_stats_changed()');
    await q('DROP FUNCTION step_course_stats(uuid, integer, integer, integer)');
    await q('DROP FUNCTION refresh_course_stats(uuid[])');
    await q('DROP TABLE "course_stats"');
    await q('DROP INDEX "public"."IDX_users_name_trgm"');
    await q('ALTER TABLE "users" DROP COLUMN "links"');
    await q('ALTER TABLE "users" DROP COLUMN "bio"');
    await q('ALTER TABLE "users" DROP COLUMN "headline"');
    await q('ALTER TABLE "courses" DROP CONSTRAINT "FK_e4c260fe6bb1131707c4617f745"');
    await q('DROP INDEX "public"."IDX_courses_search_document"');
    await q('DROP INDEX "public"."IDX_courses_category"');
    for (const column of [
      'search_document',
      'requirements',
      'learning_points',
      'tags',
      'language',
      'level',
      'category_id',
    ])
      await q(`ALTER TABLE "courses" DROP COLUMN "${column}"`);
    await q('DROP TYPE "public"."course_level"');
    await q('DROP TABLE "categories"');
  }
}
