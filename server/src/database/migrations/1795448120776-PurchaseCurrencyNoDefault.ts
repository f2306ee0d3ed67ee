import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PurchaseCurrencyNoDefault1795448120776 implements MigrationInterface {
  name = 'PurchaseCurrencyNoDefault1795448120776';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "purchases" ALTER COLUMN "currency" DROP DEFAULT');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "purchases" ALTER COLUMN "currency" SET DEFAULT \'INR\'');
  }
}
