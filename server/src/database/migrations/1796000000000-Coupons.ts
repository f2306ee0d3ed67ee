import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Coupons (no change-feed trigger: no cached answer reads them) and the coupon a purchase used. */

export class Coupons1796000000000 implements MigrationInterface {
  name = 'Coupons1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"coupon_kind\" AS ENUM('PERCENT_OFF', 'AMOUNT_OFF', 'FIXED_PRICE')");
    await queryRunner.query("CREATE TABLE \"coupons\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"educator_id\" uuid NOT NULL, \"course_id\" uuid, \"code\" character varying(32) NOT NULL, \"kind\" \"public\".\"coupon_kind\" NOT NULL, \"value\" numeric(12,2) NOT NULL, \"starts_at\" TIMESTAMP WITH TIME ZONE, \"ends_at\" TIMESTAMP WITH TIME ZONE, \"max_redemptions\" integer, \"active\" boolean NOT NULL DEFAULT true, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"CHK_coupons_max_redemptions\" CHECK (\"max_redemptions\" IS NULL OR \"max_redemptions\" >= 1), CONSTRAINT \"CHK_coupons_value\" CHECK (\"value\" >= 0), CONSTRAINT \"PK_d7ea8864a0150183770f3e9a8cb\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_coupons_course\" ON \"coupons\"  (\"course_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_coupons_educator_code\" ON \"coupons\"  (\"educator_id\", \"code\") ");
    await queryRunner.query("ALTER TABLE \"purchases\" ADD \"coupon_id\" uuid");
    await queryRunner.query("CREATE INDEX \"IDX_purchases_coupon_status\" ON \"purchases\"  (\"coupon_id\", \"status\") WHERE \"coupon_id\" IS NOT NULL");
    await queryRunner.query("ALTER TABLE \"coupons\" ADD CONSTRAINT \"FK_426bf6d2b627e6b425667db0106\" FOREIGN KEY (\"educator_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"coupons\" ADD CONSTRAINT \"FK_cbfc36859d6d455581303e85088\" FOREIGN KEY (\"course_id\") REFERENCES \"courses\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"purchases\" ADD CONSTRAINT \"FK_699059fb8e7d56a5740606aa9d2\" FOREIGN KEY (\"coupon_id\") REFERENCES \"coupons\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"purchases\" DROP CONSTRAINT \"FK_699059fb8e7d56a5740606aa9d2\"");
    await queryRunner.query("ALTER TABLE \"coupons\" DROP CONSTRAINT \"FK_cbfc36859d6d455581303e85088\"");
    await queryRunner.query("ALTER TABLE \"coupons\" DROP CONSTRAINT \"FK_426bf6d2b627e6b425667db0106\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_purchases_coupon_status\"");
    await queryRunner.query("ALTER TABLE \"purchases\" DROP COLUMN \"coupon_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_coupons_educator_code\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_coupons_course\"");
    await queryRunner.query("DROP TABLE \"coupons\"");
    await queryRunner.query("DROP TYPE \"public\".\"coupon_kind\"");
  }
}
