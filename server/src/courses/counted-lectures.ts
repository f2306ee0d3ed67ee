/**
 * The lectures a course's completion is measured against (progress, certificates, analytics): all
 * but live sessions' recordings, which are extra material that not every learner may watch (a
 * seat-only session's). SQL over `lectures` under `alias`; count_course_stats has the same rule.
 */
export const countedLecture = (alias: string) => `${alias}.live_session_id IS NULL`;
