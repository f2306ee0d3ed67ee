import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { Lecture } from '../../src/courses/lecture.entity';
import { HostedVideo, HostedVideoStatus } from '../../src/video/hosted-video.entity';
import { VideoStorage, videoPrefix } from '../../src/video/storage/video-storage';
import type { TestApp } from './test-app';

const run = promisify(execFile);

/** The one rendition of `readyVideo`'s output, as the master playlist lists it. */
export const TEST_RENDITION = {
  name: '240p',
  height: 240,
  bandwidth: 400_000,
  playlist: '240p/index.m3u8',
};

/**
 * A small but real encrypted HLS output (2 s, one 240p rendition, AES-128 with the key line
 * `URI="key"` as the transcode writes it), stored through the app's VideoStorage, and a READY
 * hosted_videos row that `lectureId` plays: what a finished transcode leaves, without the ladder.
 */
export async function readyVideo(
  app: TestApp,
  work: string,
  video: { uploaderId: string; lectureId: string | null; plays?: boolean },
): Promise<{ id: string; key: Buffer }> {
  const id = randomUUID();
  const dir = path.join(work, id);
  fs.mkdirSync(path.join(dir, '240p'), { recursive: true });
  const key = randomBytes(16);
  fs.writeFileSync(path.join(dir, 'enc.key'), key);
  const iv = randomBytes(16).toString('hex');
  fs.writeFileSync(path.join(dir, 'keyinfo'), `key\n${path.join(dir, 'enc.key')}\n${iv}\n`);
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '64k'],
    ...['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod'],
    ...['-hls_key_info_file', path.join(dir, 'keyinfo')],
    ...['-hls_segment_filename', path.join(dir, '240p', 'seg%03d.ts')],
    path.join(dir, '240p', 'index.m3u8'),
  ]);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240'],
    ...['-frames:v', '1', path.join(dir, 'poster.jpg')],
  ]);
  fs.writeFileSync(
    path.join(dir, 'master.m3u8'),
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=${TEST_RENDITION.bandwidth},RESOLUTION=320x240\n${TEST_RENDITION.playlist}\n`,
  );
  const storage = app.app.get(VideoStorage);
  const prefix = videoPrefix(id);
  const files = ['master.m3u8', 'poster.jpg', '240p/index.m3u8'].concat(
    fs.readdirSync(path.join(dir, '240p')).flatMap((f) => (f.endsWith('.ts') ? [`240p/${f}`] : [])),
  );
  for (const file of files)
    await storage.put(`${prefix}${file}`, path.join(dir, file), 'application/octet-stream');
  const db = app.app.get(DataSource);
  await db.getRepository(HostedVideo).insert({
    id,
    uploaderId: video.uploaderId,
    lectureId: video.lectureId,
    status: HostedVideoStatus.READY,
    progress: 100,
    durationSeconds: 2,
    renditions: [TEST_RENDITION],
    encryptionKey: key,
    storagePrefix: prefix,
    readyAt: new Date(),
  });
  if (video.lectureId && video.plays !== false)
    await db.getRepository(Lecture).update(video.lectureId, { videoId: id, lectureUrl: '' });
  await app.settled();
  return { id, key };
}
