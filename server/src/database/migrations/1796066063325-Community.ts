import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Questions on lectures, their threads, upvotes and reports (server/src/community/, issue 41). */
export class Community1796066063325 implements MigrationInterface {
  name = 'Community1796066063325';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"lecture_questions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"course_id\" uuid NOT NULL, \"lecture_id\" uuid NOT NULL, \"author_id\" uuid, \"body\" text NOT NULL, \"position_seconds\" integer, \"upvote_count\" integer NOT NULL DEFAULT '0', \"answer_count\" integer NOT NULL DEFAULT '0', \"first_answered_at\" TIMESTAMP WITH TIME ZONE, \"accepted_answer_id\" uuid, \"pinned_at\" TIMESTAMP WITH TIME ZONE, \"duplicate_of_id\" uuid, \"hidden_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"CHK_lecture_questions_counts\" CHECK (\"upvote_count\" >= 0 AND \"answer_count\" >= 0), CONSTRAINT \"CHK_lecture_questions_position\" CHECK (\"position_seconds\" >= 0), CONSTRAINT \"CHK_lecture_questions_body\" CHECK (char_length(\"body\") BETWEEN 1 AND 5000), CONSTRAINT \"PK_lecture_questions\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_lecture_questions_author\" ON \"lecture_questions\"  (\"author_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_lecture_questions_lecture\" ON \"lecture_questions\"  (\"lecture_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_lecture_questions_course\" ON \"lecture_questions\"  (\"course_id\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"question_answers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"question_id\" uuid NOT NULL, \"author_id\" uuid, \"body\" text NOT NULL, \"by_instructor\" boolean NOT NULL DEFAULT false, \"hidden_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"CHK_question_answers_body\" CHECK (char_length(\"body\") BETWEEN 1 AND 5000), CONSTRAINT \"PK_question_answers\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_question_answers_author\" ON \"question_answers\"  (\"author_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_question_answers_question\" ON \"question_answers\"  (\"question_id\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"question_upvotes\" (\"question_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_question_upvotes\" PRIMARY KEY (\"question_id\", \"user_id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_question_upvotes_user\" ON \"question_upvotes\"  (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"post_reports\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"question_id\" uuid NOT NULL, \"answer_id\" uuid, \"reporter_id\" uuid NOT NULL, \"reason\" text NOT NULL DEFAULT '', \"resolved_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"CHK_post_reports_reason\" CHECK (char_length(\"reason\") <= 500), CONSTRAINT \"PK_post_reports\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_post_reports_answer\" ON \"post_reports\"  (\"answer_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_post_reports_open\" ON \"post_reports\"  (\"created_at\") WHERE \"resolved_at\" IS NULL");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_post_reports_answer\" ON \"post_reports\"  (\"reporter_id\", \"answer_id\") WHERE \"answer_id\" IS NOT NULL");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_post_reports_question\" ON \"post_reports\"  (\"reporter_id\", \"question_id\") WHERE \"answer_id\" IS NULL");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" ADD CONSTRAINT \"FK_lecture_questions_course\" FOREIGN KEY (\"course_id\") REFERENCES \"courses\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" ADD CONSTRAINT \"FK_lecture_questions_lecture\" FOREIGN KEY (\"lecture_id\") REFERENCES \"lectures\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" ADD CONSTRAINT \"FK_lecture_questions_author\" FOREIGN KEY (\"author_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" ADD CONSTRAINT \"FK_lecture_questions_duplicate\" FOREIGN KEY (\"duplicate_of_id\") REFERENCES \"lecture_questions\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"question_answers\" ADD CONSTRAINT \"FK_question_answers_question\" FOREIGN KEY (\"question_id\") REFERENCES \"lecture_questions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"question_answers\" ADD CONSTRAINT \"FK_question_answers_author\" FOREIGN KEY (\"author_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"question_upvotes\" ADD CONSTRAINT \"FK_question_upvotes_question\" FOREIGN KEY (\"question_id\") REFERENCES \"lecture_questions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"question_upvotes\" ADD CONSTRAINT \"FK_question_upvotes_user\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"post_reports\" ADD CONSTRAINT \"FK_post_reports_question\" FOREIGN KEY (\"question_id\") REFERENCES \"lecture_questions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"post_reports\" ADD CONSTRAINT \"FK_post_reports_answer\" FOREIGN KEY (\"answer_id\") REFERENCES \"question_answers\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"post_reports\" ADD CONSTRAINT \"FK_post_reports_reporter\" FOREIGN KEY (\"reporter_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"post_reports\" DROP CONSTRAINT \"FK_post_reports_reporter\"");
    await queryRunner.query("ALTER TABLE \"post_reports\" DROP CONSTRAINT \"FK_post_reports_answer\"");
    await queryRunner.query("ALTER TABLE \"post_reports\" DROP CONSTRAINT \"FK_post_reports_question\"");
    await queryRunner.query("ALTER TABLE \"question_upvotes\" DROP CONSTRAINT \"FK_question_upvotes_user\"");
    await queryRunner.query("ALTER TABLE \"question_upvotes\" DROP CONSTRAINT \"FK_question_upvotes_question\"");
    await queryRunner.query("ALTER TABLE \"question_answers\" DROP CONSTRAINT \"FK_question_answers_author\"");
    await queryRunner.query("ALTER TABLE \"question_answers\" DROP CONSTRAINT \"FK_question_answers_question\"");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" DROP CONSTRAINT \"FK_lecture_questions_duplicate\"");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" DROP CONSTRAINT \"FK_lecture_questions_author\"");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" DROP CONSTRAINT \"FK_lecture_questions_lecture\"");
    await queryRunner.query("ALTER TABLE \"lecture_questions\" DROP CONSTRAINT \"FK_lecture_questions_course\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_post_reports_question\"");
    await queryRunner.query("DROP INDEX \"public\".\"UQ_post_reports_answer\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_post_reports_open\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_post_reports_answer\"");
    await queryRunner.query("DROP TABLE \"post_reports\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_question_upvotes_user\"");
    await queryRunner.query("DROP TABLE \"question_upvotes\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_question_answers_question\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_question_answers_author\"");
    await queryRunner.query("DROP TABLE \"question_answers\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_lecture_questions_course\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_lecture_questions_lecture\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_lecture_questions_author\"");
    await queryRunner.query("DROP TABLE \"lecture_questions\"");
  }
}
