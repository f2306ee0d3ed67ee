import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each certificate's bit in the published revocation status list, from a sequence so no two share
 * one; existing certificates are numbered as the column is added.
 */
export class CertificateStatusIndex1796000700000 implements MigrationInterface {
  name = 'CertificateStatusIndex1796000700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "certificates" ADD "status_index" SERIAL NOT NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_certificates_status_index" ON "certificates" ("status_index") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_certificates_status_index"');
    await queryRunner.query('ALTER TABLE "certificates" DROP COLUMN "status_index"');
  }
}
