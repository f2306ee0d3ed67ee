import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin decisions that stick, and an audit log nobody rewrites. `admin_holds` keeps an admin's
 * demotion of a user or unpublication of a course, with its reason, until an admin lifts it (one
 * active hold per kind and target; lifted ones stay on record). Never shown publicly, so no
 * change-notification trigger.
 *
 * `admin_audit_log` becomes append-only: a trigger refuses every UPDATE and DELETE, whoever sends
 * it. One change is let through: deleting a user row sets `actor_id` null through the foreign key
 * (ON DELETE SET NULL, an UPDATE by cascade), only when that user is gone and nothing else in the
 * row changes. Users are anonymised rather than deleted by the app, but the foreign key's promise
 * (the row outlives its actor, with actor_email) is kept. TRUNCATE is left to the table's owner.
 */
export class AdminHolds1796001600000 implements MigrationInterface {
  name = 'AdminHolds1796001600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "admin_holds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(20) NOT NULL, "target_id" uuid NOT NULL, "reason" text NOT NULL, "held_by_id" uuid, "held_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lifted_at" TIMESTAMP WITH TIME ZONE, "lifted_by_id" uuid, "lift_reason" text, CONSTRAINT "PK_admin_holds" PRIMARY KEY ("id"))',
    );
    await q('CREATE INDEX "IDX_admin_holds_target" ON "admin_holds" ("target_id", "held_at") ');
    await q(
      'CREATE UNIQUE INDEX "UQ_admin_holds_active" ON "admin_holds" ("kind", "target_id") WHERE "lifted_at" IS NULL',
    );
    await q(
      'ALTER TABLE "admin_holds" ADD CONSTRAINT "FK_19482901c3c41b05398e3fc7688" FOREIGN KEY ("held_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q(
      'ALTER TABLE "admin_holds" ADD CONSTRAINT "FK_e3ea0f903c458e789b297a030eb" FOREIGN KEY ("lifted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await q(`CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
          AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
          AND (NEW.id, NEW.actor_email, NEW.action, NEW.target_type, NEW.target_id, NEW.reason,
               NEW.before, NEW.after, NEW.at)
            IS NOT DISTINCT FROM
              (OLD.id, OLD.actor_email, OLD.action, OLD.target_type, OLD.target_id, OLD.reason,
               OLD.before, OLD.after, OLD.at)
          AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.actor_id) THEN
          RETURN NEW; -- the actor's user row was deleted: ON DELETE SET NULL
        END IF;
        RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP;
      END $$`);
    await q(`CREATE TRIGGER "admin_audit_log_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_log"
      FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('DROP TRIGGER "admin_audit_log_append_only" ON "admin_audit_log"');
    await q('DROP FUNCTION "admin_audit_log_append_only"()');
    await q('DROP TABLE "admin_holds"');
  }
}
