import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The course's list price when the purchase was ordered, so a coupon's "discount given" stays right
 * after the price changes. Earlier coupon purchases take the list price as it stands now.
 */
export class PurchaseListPrice1796000400000 implements MigrationInterface {
  name = 'PurchaseListPrice1796000400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "purchases" ADD "list_price_paise" integer');
    await queryRunner.query(`UPDATE "purchases" p SET "list_price_paise" = round(c."course_price" * 100)
      FROM "courses" c WHERE c."id" = p."course_id" AND p."coupon_id" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "purchases" DROP COLUMN "list_price_paise"');
  }
}
