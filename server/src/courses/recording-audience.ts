import type { User } from '../users/user.entity';

/**
 * Who may watch a live session's recording (a lecture with `liveSessionId`), beyond the course's
 * own rule (`mayWatchLecture`): live/ provides it (live/recording/live-recording-providers.ts, in LiveModule, which is
 * global), so courses never imports live (scripts/eslint/layers.mjs).
 */
export abstract class RecordingAudience {
  /**
   * The sessions among `liveSessionIds` whose recordings `viewer` may watch, course access aside:
   * a session included with the course, for anyone; one sold as seats, for its confirmed seat
   * holders, the course's owner and admins only. One query whatever the number of ids.
   */
  abstract open(viewer: User | undefined, liveSessionIds: readonly string[]): Promise<Set<string>>;
}
