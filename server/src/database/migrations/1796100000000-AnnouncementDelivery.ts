import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announcements are delivered in jobs, a batch of learners at a time, off the request that posts
 * them: each records how far it got. Those posted before were delivered as they were posted.
 */
export class AnnouncementDelivery1796100000000 implements MigrationInterface {
  name = 'AnnouncementDelivery1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "course_announcements" ADD "delivered_through" uuid');
    await queryRunner.query(
      'ALTER TABLE "course_announcements" ADD "delivered_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query('UPDATE "course_announcements" SET "delivered_at" = "created_at"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "course_announcements" DROP COLUMN "delivered_at"');
    await queryRunner.query('ALTER TABLE "course_announcements" DROP COLUMN "delivered_through"');
  }
}
