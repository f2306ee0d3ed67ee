import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency keys of replayed offline actions (`idempotency_keys`, one per user and key). */
export class IdempotencyKeys1796002700000 implements MigrationInterface {
  name = 'IdempotencyKeys1796002700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "idempotency_keys" ("user_id" uuid NOT NULL, "key" character varying(100) NOT NULL, "operation" character varying(64) NOT NULL, "result" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("user_id", "key"))',
    );
    await q('CREATE INDEX "IDX_idempotency_keys_created" ON "idempotency_keys" ("created_at") ');
    await q(
      'ALTER TABLE "idempotency_keys" ADD CONSTRAINT "FK_idempotency_keys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "idempotency_keys"');
  }
}
