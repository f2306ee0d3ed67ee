import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Session ratings (issue 39): a booking's learner and mentor rate it once each, after it ends. */
export class SessionRatings1796003600000 implements MigrationInterface {
  name = 'SessionRatings1796003600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "session_ratings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "side" character varying(10) NOT NULL, "rater_id" uuid NOT NULL, "stars" smallint NOT NULL, "comment" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_session_ratings_comment" CHECK (char_length("comment") <= 1000), CONSTRAINT "CHK_session_ratings_side" CHECK ("side" IN ('learner', 'mentor')), CONSTRAINT "CHK_session_ratings_stars" CHECK ("stars" BETWEEN 1 AND 5), CONSTRAINT "PK_session_ratings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_session_ratings_booking_side" ON "session_ratings"  ("booking_id", "side") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_session_ratings_rater" ON "session_ratings"  ("rater_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "session_ratings" ADD CONSTRAINT "FK_session_ratings_booking" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "session_ratings" ADD CONSTRAINT "FK_session_ratings_rater" FOREIGN KEY ("rater_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "session_ratings"');
  }
}
