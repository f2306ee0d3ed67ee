/**
 * The lectures a course's completion is measured against (progress, certificates, analytics): all
 * but live sessions' recordings, which are extra material that not every learner may watch (a
 * seat-only session's). SQL over `lectures` under `alias`; count_course_stats has the same rule.
 */
export const countedLecture = (alias: string) => `${alias}.live_session_id IS NULL`;

/**
 * The same rule for a completion (`alias` over lecture_completions) without reading its lecture:
 * recordings are few, and IDX_lectures_recording_ids holds exactly their ids, so counting a
 * learner's completions stays within lecture_completions' own index instead of fetching a lecture
 * row for each. Over thousands of learners even this probe adds up: the analytics cohort subtracts
 * the recordings' completions instead (analytics.queries.ts, PROGRESS).
 */
export const countedCompletion = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM lectures recording
    WHERE recording.id = ${alias}.lecture_id AND NOT (${countedLecture('recording')}))`;
