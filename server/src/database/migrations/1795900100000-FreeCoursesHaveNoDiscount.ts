import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Free courses stored with a discount (the original client could send price 0 with one) lose it,
 * by the rule of shared/pricing.ts that saves now follow. Their net price stays 0; down is a no-op,
 * as the discounts removed meant nothing.
 */
export class FreeCoursesHaveNoDiscount1795900100000 implements MigrationInterface {
  name = 'FreeCoursesHaveNoDiscount1795900100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE "courses" SET "discount" = 0 WHERE "course_price" = 0 AND "discount" <> 0',
    );
  }

  public async down(): Promise<void> {}
}
