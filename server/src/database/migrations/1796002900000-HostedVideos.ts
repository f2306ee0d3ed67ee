import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Hosted video: uploads and their HLS transcodes (`hosted_videos`), captions (`lecture_captions`), and the video a lecture plays (`lectures.video_id`). */
export class HostedVideos1796002900000 implements MigrationInterface {
  name = 'HostedVideos1796002900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"hosted_video_status\" AS ENUM('uploading', 'processing', 'ready', 'failed')",
    );
    await queryRunner.query(
      'CREATE TABLE "hosted_videos" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "uploader_id" uuid NOT NULL, "lecture_id" uuid, "upload_id" character varying(200), "status" "public"."hosted_video_status" NOT NULL, "progress" smallint NOT NULL DEFAULT \'0\', "failure_reason" text, "original_name" character varying(255), "size_bytes" bigint, "duration_seconds" double precision, "renditions" jsonb NOT NULL DEFAULT \'[]\', "encryption_key" bytea, "storage_prefix" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ready_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_hosted_videos_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "PK_c924b2d7d1762d1d219ca44375f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_hosted_videos_upload" ON "hosted_videos"  ("upload_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_hosted_videos_lecture" ON "hosted_videos"  ("lecture_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "lecture_captions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "lecture_id" uuid NOT NULL, "language" character varying(10) NOT NULL, "vtt" text NOT NULL, "plain_text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_797ca8f2581cbba12cc44058b10" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_lecture_captions_language" ON "lecture_captions"  ("lecture_id", "language") ',
    );
    await queryRunner.query('ALTER TABLE "lectures" ADD "video_id" uuid');
    await queryRunner.query('CREATE INDEX "IDX_lectures_video" ON "lectures" ("video_id") ');
    await queryRunner.query(
      'ALTER TABLE "hosted_videos" ADD CONSTRAINT "FK_1ab60eea633943c6b929a42251a" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "hosted_videos" ADD CONSTRAINT "FK_b5d33b63da34ae447e466642058" FOREIGN KEY ("lecture_id") REFERENCES "lectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lectures" ADD CONSTRAINT "FK_d065a50c904de2f5429515f2e31" FOREIGN KEY ("video_id") REFERENCES "hosted_videos"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lecture_captions" ADD CONSTRAINT "FK_7674274fa70e14a8b16a48c6b5b" FOREIGN KEY ("lecture_id") REFERENCES "lectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "lecture_captions" DROP CONSTRAINT "FK_7674274fa70e14a8b16a48c6b5b"',
    );
    await queryRunner.query(
      'ALTER TABLE "lectures" DROP CONSTRAINT "FK_d065a50c904de2f5429515f2e31"',
    );
    await queryRunner.query(
      'ALTER TABLE "hosted_videos" DROP CONSTRAINT "FK_b5d33b63da34ae447e466642058"',
    );
    await queryRunner.query(
      'ALTER TABLE "hosted_videos" DROP CONSTRAINT "FK_1ab60eea633943c6b929a42251a"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_lectures_video"');
    await queryRunner.query('ALTER TABLE "lectures" DROP COLUMN "video_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_lecture_captions_language"');
    await queryRunner.query('DROP TABLE "lecture_captions"');
    await queryRunner.query('DROP INDEX "public"."IDX_hosted_videos_lecture"');
    await queryRunner.query('DROP INDEX "public"."UQ_hosted_videos_upload"');
    await queryRunner.query('DROP TABLE "hosted_videos"');
    await queryRunner.query('DROP TYPE "public"."hosted_video_status"');
  }
}
