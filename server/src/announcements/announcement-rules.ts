// The limits the course page's form counts down to are shared with the client.
export {
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  ANNOUNCEMENTS_PER_WINDOW,
  ANNOUNCEMENT_WINDOW_DAYS,
} from '../../../shared/community';
/** Learners per `Notices.sendAll` call: every row's values travel in one statement (at most 65,535). */
export const ANNOUNCEMENT_BATCH = 500;
