import type { EntityManager } from 'typeorm';
import type { Checker } from '../../common/validation';

/** A lecture of a course form that names an uploaded video, and where it sits in the form. */
export interface VideoChoice {
  videoId: string;
  /** An existing lecture's id; undefined for a new one. */
  lectureId: string | undefined;
  field: string;
  label: string;
}

/**
 * Which uploaded video a lecture plays, for course authoring: video/ provides it
 * (video/playback/lecture-videos.ts, bound in video.module.ts), so courses never imports video.
 */
export abstract class LectureVideoPort {
  /** Reports on `check` every choice naming a video its lecture may not have. */
  abstract check(check: Checker, choices: VideoChoice[], uploaders: string[]): Promise<void>;
  /** Inside `tx`: the lecture plays the video once ready; returns the video it replaced, if any. */
  abstract attach(tx: EntityManager, lectureId: string, videoId: string): Promise<string | null>;
  /** Inside `tx`: the lecture's uploads are its no more (it became a YouTube lecture again). */
  abstract detachAll(tx: EntityManager, lectureId: string): Promise<void>;
  /** After the commit: the files of the videos `attach` replaced. */
  abstract removeReplaced(videoIds: (string | null)[]): Promise<void>;
}
