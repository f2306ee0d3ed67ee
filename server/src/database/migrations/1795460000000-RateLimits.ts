import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-in counters shared by every instance (RateLimiterPostgres, created with `tableCreated`
 * so it never makes tables itself). Its columns are the library's; `expire` is epoch milliseconds,
 * indexed for the sweep that deletes expired counters.
 */
export class RateLimits1795460000000 implements MigrationInterface {
  name = 'RateLimits1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_rate_limits_expire"');
    await queryRunner.query('DROP TABLE "rate_limits"');
  }
}
