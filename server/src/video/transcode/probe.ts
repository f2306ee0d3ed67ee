import { execFile } from 'node:child_process';

/** What ffprobe reads in a file: enough to accept it and plan its ladder. */
export interface ProbedMedia {
  durationSeconds: number;
  /** Height of the first video stream; 0 when there is none. */
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

interface FfprobeOutput {
  format?: { duration?: string; format_name?: string };
  streams?: {
    codec_type?: string;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** ffprobe's reading of `file`; null when it is not media ffprobe can read. */
export function probeMedia(file: string): Promise<ProbedMedia | null> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve) => {
    execFile('ffprobe', args, { maxBuffer: 8 * 1024 * 1024, timeout: 120_000 }, (error, stdout) => {
      if (error) return resolve(null);
      let output: FfprobeOutput;
      try {
        output = JSON.parse(stdout) as FfprobeOutput;
      } catch {
        return resolve(null);
      }
      // A cover picture in an audio file is a "video" stream of one frame: not a video.
      const video = output.streams?.find(
        (s) => s.codec_type === 'video' && !s.disposition?.attached_pic,
      );
      const audio = output.streams?.some((s) => s.codec_type === 'audio') ?? false;
      // No container read at all, or a still picture (image2, png_pipe, ...): not a video.
      const format = output.format?.format_name;
      if (!format || format === 'image2' || format.endsWith('_pipe')) return resolve(null);
      const duration = Number(output.format!.duration ?? video?.duration ?? 0);
      resolve({
        durationSeconds: Number.isFinite(duration) ? duration : 0,
        height: video?.height ?? 0,
        hasVideo: Boolean(video),
        hasAudio: audio,
      });
    });
  });
}

export const NOT_A_VIDEO = 'This file is not a video we can read.';
export const ZERO_SECONDS = 'The video is 0 seconds long.';

/** Why `media` cannot be accepted, or null when it can. */
export function refusal(media: ProbedMedia | null, maxSeconds: number): string | null {
  if (!media) return NOT_A_VIDEO;
  // A container with nothing in it (an mp4 of no frames) is a video of 0 seconds.
  if (!(media.durationSeconds > 0)) return ZERO_SECONDS;
  if (!media.hasVideo && !media.hasAudio) return NOT_A_VIDEO;
  if (media.durationSeconds > maxSeconds)
    return `The video is longer than the ${limitText(maxSeconds)} limit.`;
  return null;
}

/** 14400 → "4-hour", 90 → "90-second". */
function limitText(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600}-hour`;
  if (seconds % 60 === 0) return `${seconds / 60}-minute`;
  return `${seconds}-second`;
}
