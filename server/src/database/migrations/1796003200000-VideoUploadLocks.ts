import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leases on uploads in progress, so two instances never write one upload at once. */
export class VideoUploadLocks1796003200000 implements MigrationInterface {
  name = 'VideoUploadLocks1796003200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "video_upload_locks" ("upload_id" text NOT NULL, "holder" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "release_requested" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_video_upload_locks" PRIMARY KEY ("upload_id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "video_upload_locks"');
  }
}
