import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountTokens1795700200000 implements MigrationInterface {
  name = 'AccountTokens1795700200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"account_token_purpose\" AS ENUM('password_reset', 'email_verification', 'email_change')",
    );
    await queryRunner.query(
      'CREATE TABLE "account_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" "public"."account_token_purpose" NOT NULL, "token_hash" character(64) NOT NULL, "email" character varying(254), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_account_tokens_hash" ON "account_tokens"  ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_account_tokens_user" ON "account_tokens"  ("user_id", "purpose", "created_at") ',
    );
    await queryRunner.query('ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "account_tokens" DROP CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6"',
    );
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "email_verified_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_account_tokens_user"');
    await queryRunner.query('DROP INDEX "public"."UQ_account_tokens_hash"');
    await queryRunner.query('DROP TABLE "account_tokens"');
    await queryRunner.query('DROP TYPE "public"."account_token_purpose"');
  }
}
