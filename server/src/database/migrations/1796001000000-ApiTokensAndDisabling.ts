import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApiTokensAndDisabling1796001000000 implements MigrationInterface {
  name = 'ApiTokensAndDisabling1796001000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(100) NOT NULL, "token_start" character varying(16) NOT NULL, "token_hash" character(64) NOT NULL, "scopes" text array NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_api_tokens_hash" ON "api_tokens"  ("token_hash") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_api_tokens_user" ON "api_tokens"  ("user_id", "created_at") ',
    );
    await queryRunner.query('ALTER TABLE "users" ADD "disabled_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"',
    );
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "disabled_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_api_tokens_user"');
    await queryRunner.query('DROP INDEX "public"."UQ_api_tokens_hash"');
    await queryRunner.query('DROP TABLE "api_tokens"');
  }
}
