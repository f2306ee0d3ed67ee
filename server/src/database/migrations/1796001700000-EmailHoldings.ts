import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who held which address, and whether they verified it (`email_holdings`), kept by a trigger on
 * `users` so no code path can forget it. Existing accounts hold their address since they
 * registered, verified when they did.
 */
export class EmailHoldings1796001700000 implements MigrationInterface {
  name = 'EmailHoldings1796001700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      'CREATE TABLE "email_holdings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "held_from" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "verified_at" TIMESTAMP WITH TIME ZONE, "released_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_13bd2d0efeb1f24a68d59fd9780" PRIMARY KEY ("id"))',
    );
    await q('CREATE INDEX "IDX_email_holdings_email" ON "email_holdings" ("email", "held_from") ');
    await q('CREATE INDEX "IDX_email_holdings_user" ON "email_holdings" ("user_id", "held_from") ');
    await q(
      'ALTER TABLE "email_holdings" ADD CONSTRAINT "FK_263c0922f3a495346aba9159640" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await q(
      'INSERT INTO "email_holdings" ("user_id", "email", "held_from", "verified_at") SELECT "id", "email", "created_at", "email_verified_at" FROM "users"',
    );
    await q(`CREATE FUNCTION users_email_holdings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.email = OLD.email THEN
    IF NEW.email_verified_at IS NOT NULL AND OLD.email_verified_at IS NULL THEN
      UPDATE email_holdings SET verified_at = NEW.email_verified_at
       WHERE user_id = NEW.id AND released_at IS NULL AND verified_at IS NULL;
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    UPDATE email_holdings SET released_at = now() WHERE user_id = NEW.id AND released_at IS NULL;
  END IF;
  INSERT INTO email_holdings (user_id, email, held_from, verified_at)
  VALUES (NEW.id, NEW.email, now(), NEW.email_verified_at);
  RETURN NEW;
END $$`);
    await q(
      'CREATE TRIGGER "users_email_holdings" AFTER INSERT OR UPDATE OF "email", "email_verified_at" ON "users" FOR EACH ROW EXECUTE FUNCTION users_email_holdings()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "users_email_holdings" ON "users"');
    await queryRunner.query('DROP FUNCTION users_email_holdings()');
    await queryRunner.query('DROP TABLE "email_holdings"');
  }
}
