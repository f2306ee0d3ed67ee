import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each certificate's bit in the published revocation status list, from a sequence so no two share
 * one; existing certificates are numbered as the column is added. And the course's length as
 * printed, copied at issue; existing certificates take their course's length as it stands now.
 */
export class CertificateCredentials1796000700000 implements MigrationInterface {
  name = 'CertificateCredentials1796000700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "certificates" ADD "status_index" SERIAL NOT NULL');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_certificates_status_index" ON "certificates" ("status_index") ',
    );
    await queryRunner.query('ALTER TABLE "certificates" ADD "course_minutes" integer');
    await queryRunner.query(`UPDATE "certificates" c SET "course_minutes" = (
      SELECT coalesce(sum(l."lecture_duration"), 0) FROM "chapters" ch
      JOIN "lectures" l ON l."chapter_id" = ch."id" WHERE ch."course_id" = c."course_id")
      WHERE c."course_id" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "certificates" DROP COLUMN "course_minutes"');
    await queryRunner.query('DROP INDEX "public"."UQ_certificates_status_index"');
    await queryRunner.query('ALTER TABLE "certificates" DROP COLUMN "status_index"');
  }
}
