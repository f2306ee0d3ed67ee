import { flag, positiveInt, type Env } from './env';

/** Hosted video (docs/video.md): upload limits and the transcode job's budget. */
export interface VideoConfig {
  /** Largest upload accepted, checked at creation (Upload-Length) and while receiving. */
  maxUploadBytes: number;
  /** Longest video accepted, as ffprobe reads it. */
  maxSeconds: number;
  /**
   * Run the transcode worker in this process (TRANSCODE_IN_PROCESS, default true). A deployment
   * whose transcoding runs on `npm run worker` machines turns it off on the web instances.
   */
  transcodeInProcess: boolean;
  transcode: TranscodeJobConfig;
  /** How long a signed playback, key or caption URL works (VIDEO_URL_TTL_SECONDS, default an hour). */
  urlTtlSeconds: number;
}

/** The transcode queue's budget; not read from the environment (tests shorten it). */
export interface TranscodeJobConfig {
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * The most a job may stay active before it is taken for dead (its worker crashed) and retried:
   * the longest honest transcode, a 4-hour video at about real time on a small machine, twice.
   * Each job gets less, by its video's length (transcodeBudgetSeconds), so a short video whose
   * worker died is picked up again within minutes.
   */
  expireSeconds: number;
}

/** A job's budget floor: a worker dies, and a short video is picked up again after this. */
const MIN_BUDGET_SECONDS = 10 * 60;

/**
 * How long the transcode of a `durationSeconds` video may run before its job is taken for dead:
 * four times its length (bench:video measured about 1.3 s of wall time per second of video on
 * two busy cores) plus five minutes, within [10 minutes, expireSeconds]. ffmpeg is stopped a
 * minute before, so a live job never runs beside its own retry.
 */
export function transcodeBudgetSeconds(durationSeconds: number, job: TranscodeJobConfig): number {
  const wanted = Math.max(MIN_BUDGET_SECONDS, Math.ceil(durationSeconds * 4) + 300);
  return Math.min(job.expireSeconds, wanted);
}

export const TRANSCODE_JOB: TranscodeJobConfig = {
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireSeconds: 8 * 60 * 60,
};

export function videoConfig(env: Env): VideoConfig {
  return {
    maxUploadBytes: positiveInt(env, 'MAX_VIDEO_UPLOAD_BYTES', 4_000_000_000),
    maxSeconds: positiveInt(env, 'MAX_VIDEO_SECONDS', 14_400),
    transcodeInProcess: flag(env, 'TRANSCODE_IN_PROCESS', true),
    transcode: TRANSCODE_JOB,
    urlTtlSeconds: positiveInt(env, 'VIDEO_URL_TTL_SECONDS', 3600),
  };
}
