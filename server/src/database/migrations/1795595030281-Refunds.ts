import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Refunds1795595030281 implements MigrationInterface {
  name = 'Refunds1795595030281';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"purchases\" ADD \"refund_requested_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"purchases\" ADD \"refund_reason\" character varying(500)");
    await queryRunner.query("ALTER TABLE \"purchases\" ADD \"provider_refund_id\" character varying(100)");
    await queryRunner.query("ALTER TABLE \"purchases\" ADD \"refunded_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TYPE \"public\".\"purchase_status\" ADD VALUE 'refunding'");
    await queryRunner.query("ALTER TYPE \"public\".\"purchase_status\" ADD VALUE 'refunded'");
    await queryRunner.query("CREATE INDEX \"IDX_purchases_provider_payment\" ON \"purchases\"  (\"provider_payment_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_purchases_course_status_amount\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_purchases_provider_payment\"");
    await queryRunner.query("CREATE TYPE \"public\".\"purchase_status_old\" AS ENUM('pending', 'completed', 'failed')");
    await queryRunner.query("ALTER TABLE \"purchases\" ALTER COLUMN \"status\" TYPE \"public\".\"purchase_status_old\" USING \"status\"::\"text\"::\"public\".\"purchase_status_old\"");
    await queryRunner.query("DROP TYPE \"public\".\"purchase_status\"");
    await queryRunner.query("ALTER TYPE \"public\".\"purchase_status_old\" RENAME TO \"purchase_status\"");
    await queryRunner.query("CREATE INDEX \"IDX_purchases_course_status_amount\" ON \"purchases\" USING btree (\"amount_paise\", \"course_id\", \"status\") ");
    await queryRunner.query("ALTER TABLE \"purchases\" DROP COLUMN \"refunded_at\"");
    await queryRunner.query("ALTER TABLE \"purchases\" DROP COLUMN \"provider_refund_id\"");
    await queryRunner.query("ALTER TABLE \"purchases\" DROP COLUMN \"refund_reason\"");
    await queryRunner.query("ALTER TABLE \"purchases\" DROP COLUMN \"refund_requested_at\"");
  }
}
