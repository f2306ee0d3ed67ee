/**
 * The limits of lecture questions and answers (server/src/community/): the server refuses longer
 * text, the database checks it, and the player's boxes count down to it. Lengths are UTF-16 code
 * units (JavaScript's `length`).
 */
export const QUESTION_MAX_LENGTH = 5000;
export const ANSWER_MAX_LENGTH = 5000;
export const REPORT_REASON_MAX_LENGTH = 500;

/** A course announcement's title and body (server/src/announcements/), and how many a course posts
 * in any rolling week. */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 150;
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 5000;
export const ANNOUNCEMENTS_PER_WINDOW = 3;
export const ANNOUNCEMENT_WINDOW_DAYS = 7;

/** An unanswered question offers "Ask a mentor" to its asker this long after it was asked. */
export const ESCALATE_AFTER_HOURS = 48;

/** Where a question is read: the player at its lecture, opened on its thread. */
export const questionPagePath = (courseId: string, lectureId: string, questionId: string) =>
  `/player/${courseId}?lecture=${lectureId}&question=${questionId}`;
