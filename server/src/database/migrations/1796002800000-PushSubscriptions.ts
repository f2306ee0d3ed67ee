import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Web Push: browsers' subscriptions (`push_subscriptions`) and the notices each account pushes (`users.push_kinds`). */
export class PushSubscriptions1796002800000 implements MigrationInterface {
  name = 'PushSubscriptions1796002800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "push_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "endpoint" text NOT NULL, "p256dh" character varying(100) NOT NULL, "auth" character varying(40) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_push_subscriptions" PRIMARY KEY ("id"))',
    );
    await q(
      'CREATE INDEX "IDX_push_subscriptions_user" ON "push_subscriptions" ("user_id", "created_at") ',
    );
    await q(
      'CREATE UNIQUE INDEX "UQ_push_subscriptions_endpoint" ON "push_subscriptions" ("endpoint") ',
    );
    await q(`ALTER TABLE "users" ADD "push_kinds" text array NOT NULL DEFAULT '{}'`);
    await q(
      'ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_push_subscriptions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "push_kinds"');
    await queryRunner.query('DROP TABLE "push_subscriptions"');
  }
}
