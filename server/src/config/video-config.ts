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
   * A job still active after this long is taken for dead (its worker crashed) and retried. It
   * must outlast the longest honest transcode: a 4-hour video at about real time on a small
   * machine, so twice that. ffmpeg is stopped a minute before, so a live job never runs beside
   * its own retry.
   */
  expireSeconds: number;
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
