import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wishlists (`wishlist_items`) and the mail preference for their price drops, on by default.
 * A course's `inWishlist` is read by cached course answers, so the table announces its changes
 * like the other per-user tables (see ChangeNotifications).
 */
export class Wishlist1796002300000 implements MigrationInterface {
  name = 'Wishlist1796002300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "wishlist_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0bd52924a97cda208ed2a07bd69" PRIMARY KEY ("id"))',
    );
    await q('CREATE INDEX "IDX_wishlist_items_course" ON "wishlist_items"  ("course_id") ');
    await q(
      'CREATE UNIQUE INDEX "UQ_wishlist_items_user_course" ON "wishlist_items"  ("user_id", "course_id") ',
    );
    await q('ALTER TABLE "users" ADD "wishlist_notices" boolean NOT NULL DEFAULT true');
    await q(
      'ALTER TABLE "wishlist_items" ADD CONSTRAINT "FK_549f44d8b756e2690deb099f83b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q(
      'ALTER TABLE "wishlist_items" ADD CONSTRAINT "FK_9319fda60c81838be894bf93a6b" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q(
      `CREATE TRIGGER "wishlist_items_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "wishlist_items"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id', 'user')`,
    );
    await q(
      `CREATE TRIGGER "wishlist_items_notify_truncate" AFTER TRUNCATE ON "wishlist_items"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q('DROP TRIGGER "wishlist_items_notify_truncate" ON "wishlist_items"');
    await q('DROP TRIGGER "wishlist_items_notify_change" ON "wishlist_items"');
    await q('ALTER TABLE "wishlist_items" DROP CONSTRAINT "FK_9319fda60c81838be894bf93a6b"');
    await q('ALTER TABLE "wishlist_items" DROP CONSTRAINT "FK_549f44d8b756e2690deb099f83b"');
    await q('ALTER TABLE "users" DROP COLUMN "wishlist_notices"');
    await q('DROP INDEX "public"."UQ_wishlist_items_user_course"');
    await q('DROP INDEX "public"."IDX_wishlist_items_course"');
    await q('DROP TABLE "wishlist_items"');
  }
}
