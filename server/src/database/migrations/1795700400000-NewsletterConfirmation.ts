import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterConfirmation1795700400000 implements MigrationInterface {
  name = 'NewsletterConfirmation1795700400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "newsletter_subscriptions" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirmed_at"');
  }
}
