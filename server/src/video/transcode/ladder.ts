import type { ProbedMedia } from './probe';

/** A video rung of the HLS ladder. */
export interface Rung {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

const LADDER: Rung[] = [
  { name: '240p', height: 240, videoKbps: 400, audioKbps: 96 },
  { name: '360p', height: 360, videoKbps: 800, audioKbps: 96 },
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 128 },
  { name: '1080p', height: 1080, videoKbps: 5000, audioKbps: 128 },
];

/** The audio-only rendition, for data saving. */
export const AUDIO_RENDITION = { name: 'audio', audioKbps: 64 };

/** Rungs no taller than the source (never upscale), and always at least 240p for a video. */
export function rungsFor(media: ProbedMedia): Rung[] {
  if (!media.hasVideo) return [];
  const fitting = LADDER.filter((rung) => rung.height <= media.height);
  return fitting.length ? fitting : [LADDER[0]];
}

export const SEGMENT_SECONDS = 4;

/**
 * One ffmpeg run for the whole ladder and the audio-only rendition: the source decoded once,
 * split and scaled per rung, every output encrypted with the key in `keyInfoFile`. Writes
 * `<out>/<rendition>/index.m3u8`, `<out>/<rendition>/segNNN.ts` and ffmpeg's `<out>/master.m3u8`.
 */
export function hlsArgs(source: string, media: ProbedMedia, out: string, keyInfoFile: string) {
  const rungs = rungsFor(media);
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats'];
  args.push('-i', source);
  const variants: string[] = [];
  if (rungs.length) {
    const labels = rungs.map((_, i) => `[s${i}]`).join('');
    const scales = rungs.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`).join(';');
    args.push('-filter_complex', `[0:v:0]format=yuv420p,split=${rungs.length}${labels};${scales}`);
    rungs.forEach((_, i) => args.push('-map', `[v${i}]`));
  }
  const audioOutputs = media.hasAudio ? rungs.length + 1 : 0;
  for (let i = 0; i < audioOutputs; i++) args.push('-map', '0:a:0');
  if (rungs.length) {
    args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-sc_threshold', '0');
    // A keyframe every segment, whatever the frame rate, so segments cut at 4 s.
    args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`);
    rungs.forEach((r, i) => {
      args.push(
        `-b:v:${i}`,
        `${r.videoKbps}k`,
        `-maxrate:v:${i}`,
        `${Math.round(r.videoKbps * 1.1)}k`,
      );
      args.push(`-bufsize:v:${i}`, `${r.videoKbps * 2}k`);
    });
  }
  if (media.hasAudio) {
    args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
    rungs.forEach((r, i) => args.push(`-b:a:${i}`, `${r.audioKbps}k`));
    args.push(`-b:a:${rungs.length}`, `${AUDIO_RENDITION.audioKbps}k`);
  }
  rungs.forEach((r, i) =>
    variants.push(media.hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`),
  );
  if (media.hasAudio) variants.push(`a:${rungs.length},name:${AUDIO_RENDITION.name}`);
  args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
  args.push('-hls_key_info_file', keyInfoFile);
  args.push('-hls_segment_filename', `${out}/%v/seg%03d.ts`, '-master_pl_name', 'master.m3u8');
  args.push('-var_stream_map', variants.join(' '), `${out}/%v/index.m3u8`);
  return { args, rungs };
}

/** The poster: one frame at about a tenth of the way in, 720 pixels high at most. */
export function posterArgs(source: string, media: ProbedMedia, file: string): string[] {
  const at = (media.durationSeconds * 0.1).toFixed(3);
  const height = Math.min(media.height, 720);
  return ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-ss', at, '-i', source].concat([
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${height}`,
    '-q:v',
    '3',
    file,
  ]);
}
