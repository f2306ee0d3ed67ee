import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationPreferences1795700500000 implements MigrationInterface {
  name = 'NotificationPreferences1795700500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"sale_notices\" AS ENUM('instant', 'daily', 'off')",
    );
    await queryRunner.query(
      'ALTER TABLE "users" ADD "sale_notices" "public"."sale_notices" NOT NULL DEFAULT \'instant\'',
    );
    await queryRunner.query(
      'ALTER TABLE "users" ADD "review_notices" boolean NOT NULL DEFAULT true',
    );
    await queryRunner.query('ALTER TABLE "users" ADD "digest_sent_until" TIMESTAMP WITH TIME ZONE');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "digest_sent_until"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "review_notices"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "sale_notices"');
    await queryRunner.query('DROP TYPE "public"."sale_notices"');
  }
}
