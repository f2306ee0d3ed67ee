import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The user row's announcements, as the Discovery migration left them, with `rater` for what a rating makes the name shown as. */
const userRowChange = (rater: string) => `
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
      ${rater}
    END IF;
    RETURN NULL;
  END $$`;

/** Their educators' students lists show a learner's name and face (`user:<educator>`). */
const TEACHERS = `
  PERFORM pg_notify('data_changed', 'user:' || teacher.educator_id)
  FROM (SELECT DISTINCT c.educator_id FROM enrollments e
        JOIN courses c ON c.id = e.course_id WHERE e.user_id = NEW.id) AS teacher;`;

/**
 * Issue 42, "no bystander flush": a learner who rated a course and changes their name or face no
 * longer announces `catalog` (which dropped every cached answer on every instance). A name shown
 * beside reviews announces `people:reviewers`, which only answers showing `reviewerName` depend
 * on (cacheable-requests.ts); the face is shown beside no review. An educator's stays `catalog`.
 */
export class ReviewerScope1796090000000 implements MigrationInterface {
  name = 'ReviewerScope1796090000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      userRowChange(`
      IF EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id) THEN
        PERFORM pg_notify('data_changed', 'catalog');
      ELSE
        ${TEACHERS}
        IF OLD.name IS DISTINCT FROM NEW.name
          AND EXISTS (SELECT 1 FROM course_ratings WHERE user_id = NEW.id) THEN
          PERFORM pg_notify('data_changed', 'people:reviewers');
        END IF;
      END IF;`),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      userRowChange(`
      IF EXISTS (SELECT 1 FROM courses WHERE educator_id = NEW.id)
        OR EXISTS (SELECT 1 FROM course_ratings WHERE user_id = NEW.id) THEN
        PERFORM pg_notify('data_changed', 'catalog');
      ELSE
        ${TEACHERS}
      END IF;`),
    );
  }
}
