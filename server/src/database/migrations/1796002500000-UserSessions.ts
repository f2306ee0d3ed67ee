import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed-in devices (`user_sessions`, auth/session.entity.ts): one row per sign-in, named by the
 * tokens' `sid`. Tokens issued before have no `sid` and keep working until they expire.
 */
export class UserSessions1796002500000 implements MigrationInterface {
  name = 'UserSessions1796002500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "user_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_version" integer NOT NULL, "user_agent" character varying(512) NOT NULL, "network" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e93e031a5fed190d4789b6bfd83" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_user_sessions_user" ON "user_sessions" ("user_id", "last_seen_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "user_sessions" ADD CONSTRAINT "FK_e9658e959c490b0a634dfc54783" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "user_sessions"');
  }
}
