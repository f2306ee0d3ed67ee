import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quizzes in chapters, their questions and learners' graded attempts; the per-course "lectures must
 * be watched" setting and the furthest second watched per lecture.
 *
 * Change feed: quizzes and their questions show in the public curriculum (`catalog`, like
 * chapters and lectures); an attempt changes only its learner's My Enrollments (`user:<id>`).
 * lecture_watches is written with every position report, so it has no trigger (no cached answer
 * reads it).
 */
export class Quizzes1796000600000 implements MigrationInterface {
  name = 'Quizzes1796000600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "courses" ADD "requires_watched_lectures" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`CREATE TABLE "lecture_watches" (
      "user_id" uuid NOT NULL, "lecture_id" uuid NOT NULL, "furthest_seconds" integer NOT NULL,
      "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_6bdde01599abd4233c5465bf543" PRIMARY KEY ("user_id", "lecture_id"),
      CONSTRAINT "FK_979f5798e74f30e3a9a992b3271" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_4863855f36d6736d7dfbff607ca" FOREIGN KEY ("lecture_id") REFERENCES "lectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_lecture_watches_lecture" ON "lecture_watches" ("lecture_id")`,
    );
    await queryRunner.query(`CREATE TABLE "quizzes" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(), "chapter_id" uuid NOT NULL,
      "position" integer NOT NULL, "title" character varying(200) NOT NULL,
      "pass_mark_percent" integer NOT NULL, "attempt_limit" integer,
      "shuffle" boolean NOT NULL DEFAULT false,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_quizzes_position" CHECK ("position" >= 0),
      CONSTRAINT "CHK_quizzes_attempt_limit" CHECK ("attempt_limit" IS NULL OR "attempt_limit" >= 1),
      CONSTRAINT "CHK_quizzes_pass_mark" CHECK ("pass_mark_percent" BETWEEN 1 AND 100),
      CONSTRAINT "PK_b24f0f7662cf6b3a0e7dba0a1b4" PRIMARY KEY ("id"),
      CONSTRAINT "FK_a09d7fd8682390a16b9b3978a27" FOREIGN KEY ("chapter_id") REFERENCES "chapters"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_quizzes_chapter" ON "quizzes" ("chapter_id", "position")`,
    );
    await queryRunner.query(`CREATE TABLE "quiz_questions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(), "quiz_id" uuid NOT NULL,
      "question_order" integer NOT NULL, "kind" character varying(20) NOT NULL,
      "prompt" text NOT NULL, "explanation" text, "options" jsonb NOT NULL,
      CONSTRAINT "PK_ec0447fd30d9f5c182e7653bfd3" PRIMARY KEY ("id"),
      CONSTRAINT "FK_14c6d2b8f5be0bdb406a3895bb4" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_questions_order" ON "quiz_questions" ("quiz_id", "question_order")`,
    );
    await queryRunner.query(`CREATE TABLE "quiz_attempts" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(), "quiz_id" uuid NOT NULL,
      "user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "attempt_number" integer NOT NULL,
      "score_percent" integer NOT NULL, "passed" boolean NOT NULL, "answers" jsonb NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_quiz_attempts_score" CHECK ("score_percent" BETWEEN 0 AND 100),
      CONSTRAINT "PK_a84a93fb092359516dc5b325b90" PRIMARY KEY ("id"),
      CONSTRAINT "FK_a720e260138b64fcff2fca19b2d" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_1701aaf48f6a78e96bfe08dd395" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      CONSTRAINT "FK_c6c135ad0a3bea8611f7ada7a36" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_quiz_attempts_user_course" ON "quiz_attempts" ("user_id", "course_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quiz_attempts_number" ON "quiz_attempts" ("quiz_id", "user_id", "attempt_number")`,
    );
    for (const table of ['quizzes', 'quiz_questions'])
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
      );
    await queryRunner.query(
      `CREATE TRIGGER "quiz_attempts_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "quiz_attempts"
       FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id', 'user')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "quiz_attempts_notify_truncate" AFTER TRUNCATE ON "quiz_attempts"
       FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "quiz_attempts"');
    await queryRunner.query('DROP TABLE "quiz_questions"');
    await queryRunner.query('DROP TABLE "quizzes"');
    await queryRunner.query('DROP TABLE "lecture_watches"');
    await queryRunner.query('ALTER TABLE "courses" DROP COLUMN "requires_watched_lectures"');
  }
}
