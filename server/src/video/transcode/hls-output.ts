import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Rendition } from '../hosted-video.entity';

/** The peak and average bits per second of a variant playlist's segments, as written. */
async function measuredBandwidth(dir: string): Promise<{ peak: number; average: number }> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const lines = playlist.split('\n');
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  const pending: Promise<void>[] = [];
  lines.forEach((line, i) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    if (!match) return;
    const duration = Number(match[1]);
    const segment = lines[i + 1]?.trim();
    if (!segment || !(duration > 0)) return;
    pending.push(
      fs.stat(path.join(dir, segment)).then(({ size }) => {
        peak = Math.max(peak, (size * 8) / duration);
        bits += size * 8;
        seconds += duration;
      }),
    );
  });
  await Promise.all(pending);
  return { peak: Math.ceil(peak), average: Math.ceil(seconds ? bits / seconds : 0) };
}

/**
 * Rewrites ffmpeg's master playlist with the bandwidths measured on the segments (ffmpeg's come
 * from the requested bitrates) and returns the renditions as stored on the video.
 */
export async function finishMasterPlaylist(
  out: string,
  heights: Map<string, number>,
): Promise<Rendition[]> {
  const master = await fs.readFile(path.join(out, 'master.m3u8'), 'utf8');
  const lines = master.split('\n').filter((line) => line.trim() !== '');
  const renditions: Rendition[] = [];
  const rewritten: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.startsWith('#EXT-X-STREAM-INF:')) {
      rewritten.push(line);
      continue;
    }
    const playlist = lines[++i].trim();
    const name = playlist.split('/')[0];
    const { peak, average } = await measuredBandwidth(path.join(out, name));
    const attributes = line
      .replace(/AVERAGE-BANDWIDTH=\d+,?/, '')
      .replace(/([:,])BANDWIDTH=\d+/, `$1BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average}`);
    rewritten.push(attributes, playlist);
    renditions.push({ name, height: heights.get(name) ?? 0, bandwidth: peak, playlist });
  }
  await fs.writeFile(path.join(out, 'master.m3u8'), `${rewritten.join('\n')}\n`);
  return renditions;
}
