import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Length of the demo clip: long enough to show captions change, short enough to transcode at once. */
export const DEMO_CLIP_SECONDS = 24;

/** ffmpeg's arguments for a 1280x720 test pattern with a 440 Hz tone, H.264 and AAC in MP4. */
export const demoClipArgs = (out: string, seconds = DEMO_CLIP_SECONDS) => [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=1280x720:rate=25:duration=${seconds}`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '96k',
  '-shortest',
  out,
];

/**
 * Writes the demo clip to `out` with the program `ffmpeg`. False when there is no such program (the
 * demo then keeps its YouTube links); any other failure throws.
 */
export async function makeDemoClip(out: string, ffmpeg = 'ffmpeg'): Promise<boolean> {
  try {
    await promisify(execFile)(ffmpeg, demoClipArgs(out), { timeout: 120_000 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
