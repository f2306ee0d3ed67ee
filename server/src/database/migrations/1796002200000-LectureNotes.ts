import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Learners' private notes on lectures, each at a second of the video. No notify trigger: no cached
 * answer reads them (`lectureNotes` is not in cacheable-requests.ts).
 */
export class LectureNotes1796002200000 implements MigrationInterface {
  name = 'LectureNotes1796002200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "lecture_notes" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL,
      "course_id" uuid NOT NULL, "lecture_id" uuid NOT NULL, "position_seconds" integer NOT NULL,
      "body" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_lecture_notes_body" CHECK (char_length("body") BETWEEN 1 AND 1000),
      CONSTRAINT "CHK_lecture_notes_position" CHECK ("position_seconds" >= 0),
      CONSTRAINT "PK_e6fdf11025808a365af2f32a643" PRIMARY KEY ("id"),
      CONSTRAINT "FK_764ca1bd089211f70a06c50aead" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_a09ba4192f4aee7c05b31496a6c" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_5e49344aa384b8902c24230f420" FOREIGN KEY ("lecture_id") REFERENCES "lectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_lecture_notes_user_course" ON "lecture_notes" ("user_id", "course_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_lecture_notes_lecture" ON "lecture_notes" ("lecture_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lecture_notes"`);
  }
}
