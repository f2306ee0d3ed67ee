import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Educators may no longer rate or review their own courses (enrollments/learner-policy.ts); the
 * ratings and reviews they gave themselves before the rule are deleted, so averages are honest.
 * Self-enrolments stay: an owner sees every lecture anyway. Not reversible: `down` restores nothing.
 */
export class RemoveSelfRatings1795621900000 implements MigrationInterface {
  name = 'RemoveSelfRatings1795621900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DELETE FROM "course_ratings" r USING "courses" c WHERE c."id" = r."course_id" AND c."educator_id" = r."user_id"',
    );
  }

  public async down(): Promise<void> {
    // The deleted self-ratings are not kept anywhere; there is nothing to restore.
  }
}
