import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A send in progress leases its message, so a second worker cannot claim it while it runs. */
export class MailLeases1796001250000 implements MigrationInterface {
  name = 'MailLeases1796001250000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "outbound_mails" ADD "lease_token" uuid');
    await queryRunner.query(
      'ALTER TABLE "outbound_mails" ADD "leased_until" TIMESTAMP WITH TIME ZONE',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "outbound_mails" DROP COLUMN "leased_until"');
    await queryRunner.query('ALTER TABLE "outbound_mails" DROP COLUMN "lease_token"');
  }
}
