import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each account's language (`users.locale`): its mail, documents and the client's choice. */
export class UserLocale1796002600000 implements MigrationInterface {
  name = 'UserLocale1796002600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "locale" character varying(5) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_locale" CHECK ("locale" IN ('en', 'hi'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP CONSTRAINT "CHK_users_locale"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "locale"');
  }
}
