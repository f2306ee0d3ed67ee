import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionRevocation1795441683398 implements MigrationInterface {
  name = 'SessionRevocation1795441683398';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "users" ADD "token_version" integer NOT NULL DEFAULT \'0\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "token_version"');
  }
}
