import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1795215936675 implements MigrationInterface {
  name = 'Catalog1795215936675';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(
      'CREATE TABLE "courses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "course_title" character varying(200) NOT NULL, "course_description" text NOT NULL DEFAULT \'\', "course_thumbnail" text NOT NULL, "course_price" numeric(12,2) NOT NULL, "discount" numeric(5,2) NOT NULL DEFAULT \'0\', "is_published" boolean NOT NULL DEFAULT true, "educator_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_courses_discount" CHECK ("discount" >= 0 AND "discount" <= 100), CONSTRAINT "CHK_courses_price" CHECK ("course_price" >= 0), CONSTRAINT "PK_3f70a487cc718ad8eda4e6d58c9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_courses_educator" ON "courses"  ("educator_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_courses_published_newest" ON "courses"  ("is_published", "created_at", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "chapters" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "course_id" uuid NOT NULL, "chapter_title" character varying(200) NOT NULL, "chapter_order" integer NOT NULL, CONSTRAINT "PK_a2bbdbb4bdc786fe0cb0fcfc4a0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_chapters_course_order" ON "chapters"  ("course_id", "chapter_order") ',
    );
    await queryRunner.query(
      'CREATE TABLE "lectures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "chapter_id" uuid NOT NULL, "lecture_title" character varying(200) NOT NULL, "lecture_duration" integer NOT NULL, "lecture_url" text NOT NULL, "is_preview_free" boolean NOT NULL DEFAULT false, "lecture_order" integer NOT NULL, CONSTRAINT "CHK_lectures_duration" CHECK ("lecture_duration" > 0), CONSTRAINT "PK_0fbf04287eb4e401af19caf7677" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_lectures_chapter_order" ON "lectures"  ("chapter_id", "lecture_order") ',
    );
    await queryRunner.query(
      'CREATE TABLE "enrollments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7c0f752f9fb68bf6ed7367ab00f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_enrollments_course" ON "enrollments"  ("course_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_enrollments_user_course" ON "enrollments"  ("user_id", "course_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "course_ratings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "course_id" uuid NOT NULL, "rating" smallint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_course_ratings_rating" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_ea1fcdbcda76cdeb72ea8cf4530" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_course_ratings_course" ON "course_ratings"  ("course_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_course_ratings_user_course" ON "course_ratings"  ("user_id", "course_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "newsletter_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_57fd53bd8b39fe19d2be8136f64" UNIQUE ("email"), CONSTRAINT "PK_cfca9a6e4f146a80a6cd2e76f1d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "visits" ("day" date NOT NULL, "count" bigint NOT NULL DEFAULT \'0\', CONSTRAINT "PK_39c935777a9e20931d495eaf755" PRIMARY KEY ("day"))',
    );
    await queryRunner.query(
      'ALTER TABLE "courses" ADD CONSTRAINT "FK_a45a0fdeb13ee4fd76e8846aa40" FOREIGN KEY ("educator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "chapters" ADD CONSTRAINT "FK_9909a69a63f1d064b42ef35ab04" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "lectures" ADD CONSTRAINT "FK_5ca7fcccae6a30edeee5bfa02c7" FOREIGN KEY ("chapter_id") REFERENCES "chapters"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "enrollments" ADD CONSTRAINT "FK_ff997f5a39cd24a491b9aca45c9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "enrollments" ADD CONSTRAINT "FK_b79d0bf01779fdf9cfb6b092af3" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "FK_01519cb0eb5e5a294938c012ef1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" ADD CONSTRAINT "FK_32b68ae69d8fb9200a854d6b331" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Serves the catalog's case-insensitive substring search (ILIKE '%term%').
    await queryRunner.query(
      'CREATE INDEX "IDX_courses_title_trgm" ON "courses" USING gin ("course_title" gin_trgm_ops)',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_courses_title_trgm"');
    await queryRunner.query(
      'ALTER TABLE "course_ratings" DROP CONSTRAINT "FK_32b68ae69d8fb9200a854d6b331"',
    );
    await queryRunner.query(
      'ALTER TABLE "course_ratings" DROP CONSTRAINT "FK_01519cb0eb5e5a294938c012ef1"',
    );
    await queryRunner.query(
      'ALTER TABLE "enrollments" DROP CONSTRAINT "FK_b79d0bf01779fdf9cfb6b092af3"',
    );
    await queryRunner.query(
      'ALTER TABLE "enrollments" DROP CONSTRAINT "FK_ff997f5a39cd24a491b9aca45c9"',
    );
    await queryRunner.query(
      'ALTER TABLE "lectures" DROP CONSTRAINT "FK_5ca7fcccae6a30edeee5bfa02c7"',
    );
    await queryRunner.query(
      'ALTER TABLE "chapters" DROP CONSTRAINT "FK_9909a69a63f1d064b42ef35ab04"',
    );
    await queryRunner.query(
      'ALTER TABLE "courses" DROP CONSTRAINT "FK_a45a0fdeb13ee4fd76e8846aa40"',
    );
    await queryRunner.query('DROP TABLE "visits"');
    await queryRunner.query('DROP TABLE "newsletter_subscriptions"');
    await queryRunner.query('DROP TABLE "contact_messages"');
    await queryRunner.query('DROP INDEX "public"."UQ_course_ratings_user_course"');
    await queryRunner.query('DROP INDEX "public"."IDX_course_ratings_course"');
    await queryRunner.query('DROP TABLE "course_ratings"');
    await queryRunner.query('DROP INDEX "public"."UQ_enrollments_user_course"');
    await queryRunner.query('DROP INDEX "public"."IDX_enrollments_course"');
    await queryRunner.query('DROP TABLE "enrollments"');
    await queryRunner.query('DROP INDEX "public"."UQ_lectures_chapter_order"');
    await queryRunner.query('DROP TABLE "lectures"');
    await queryRunner.query('DROP INDEX "public"."UQ_chapters_course_order"');
    await queryRunner.query('DROP TABLE "chapters"');
    await queryRunner.query('DROP INDEX "public"."IDX_courses_published_newest"');
    await queryRunner.query('DROP INDEX "public"."IDX_courses_educator"');
    await queryRunner.query('DROP TABLE "courses"');
  }
}
