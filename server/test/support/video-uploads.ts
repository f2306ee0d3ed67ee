import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import type { RuntimeConfig } from '../../src/config/app-config';
import { TRANSCODE_JOB } from '../../src/config/video-config';
import { HostedVideo } from '../../src/video/hosted-video.entity';
import { TRANSCODE_VIDEO } from '../../src/video/transcode/video-ingest';
import type { TestApp } from './test-app';

const run = promisify(execFile);

/** A test clip made by ffmpeg: testsrc video and a sine tone, H.264 and AAC. */
export async function makeClip(
  dir: string,
  name: string,
  {
    seconds = 10,
    size = '1280x720',
    faststart = false,
  }: { seconds?: number; size?: string; faststart?: boolean } = {},
): Promise<string> {
  const file = path.join(dir, name);
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    // The index first: a file cut short still probes whole, though its frames are gone.
    ...(faststart ? ['-movflags', '+faststart'] : []),
    file,
  ]);
  return file;
}

/** An MP4 container holding no frames: ffprobe reads it, 0 seconds long. */
export async function makeEmptyVideo(file: string): Promise<void> {
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
    ...['-frames:v', '0', '-c:v', 'libx264', file],
  ]);
}

/** A temporary DATA_DIR and settings for a file's app: fast queue, short retries. */
export function videoSettings(
  video: Partial<RuntimeConfig['video']> = {},
): Partial<RuntimeConfig> & { dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-video-'));
  return {
    dataDir,
    jobs: { maintenanceSeconds: 1, pollingSeconds: 0.5, scheduled: false },
    video: {
      maxUploadBytes: 20_000_000,
      maxSeconds: 14_400,
      transcodeInProcess: true,
      transcode: { ...TRANSCODE_JOB, retryDelaySeconds: 1 },
      urlTtlSeconds: 3600,
      ...video,
    },
  };
}

/**
 * Closes the apps once the timers tus arms on every request have run (its `lockDrainTimeout`,
 * 3 s), then lets what their shutdown started settle: Jest otherwise finds the file's process
 * still busy and kills it.
 */
export async function closeAfterTus(...apps: (TestApp | undefined)[]): Promise<void> {
  await sleep(3_100);
  for (const app of apps) await app?.close();
  await sleep(2_000);
}

/** The app over a real socket (tus needs one): its base URL. */
export async function listening(app: TestApp): Promise<string> {
  const server: http.Server = app.app.getHttpServer();
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface TusAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One tus request; `cutAfter` bytes of `body` are sent, then the connection is dropped. */
export function tusRequest(
  url: string,
  method: 'OPTIONS' | 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
  headers: Record<string, string>,
  body?: Buffer,
  cutAfter?: number,
): Promise<TusAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method,
      agent: false,
      headers: { 'Tus-Resumable': '1.0.0', ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    if (cutAfter === undefined) {
      req.on('error', reject);
      req.end(body);
      return;
    }
    // The connection drops mid-body, as on a phone losing its signal.
    req.on('error', () => resolve({ status: 0, headers: {}, body: 'cut' }));
    req.write(body!.subarray(0, cutAfter), () => {
      setTimeout(() => req.destroy(), 300);
    });
  });
}

const metadataHeader = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** POST: a new upload of `size` bytes. */
export function createUpload(
  base: string,
  token: string | undefined,
  size: number,
  metadata: Record<string, string>,
) {
  return tusRequest(`${base}/api/video-uploads`, 'POST', {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'Upload-Length': String(size),
    'Upload-Metadata': metadataHeader(metadata),
  });
}

export function patchUpload(
  url: string,
  token: string,
  offset: number,
  bytes: Buffer,
  cutAfter?: number,
) {
  return tusRequest(
    url,
    'PATCH',
    {
      Authorization: `Bearer ${token}`,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
    },
    bytes,
    cutAfter,
  );
}

/** HEAD: how many bytes the server holds. */
export async function uploadOffset(url: string, token: string): Promise<number> {
  const res = await tusRequest(url, 'HEAD', { Authorization: `Bearer ${token}` });
  if (res.status !== 200) throw new Error(`HEAD ${url}: ${res.status}`);
  return Number(res.headers['upload-offset']);
}

/**
 * Uploads `file` the way a flaky phone does: the first PATCH is cut after half the file, the
 * offset is read back with HEAD, and the rest is sent from there. Returns the video id and URL.
 */
export async function uploadResumed(
  base: string,
  token: string,
  file: string,
  metadata: Record<string, string> = {},
): Promise<{ videoId: string; url: string; halfOffset: number }> {
  const bytes = fs.readFileSync(file);
  const created = await createUpload(base, token, bytes.length, {
    filename: path.basename(file),
    filetype: 'video/mp4',
    ...metadata,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
  const url = new URL(created.headers.location!, base).toString();
  await patchUpload(url, token, 0, bytes, Math.floor(bytes.length / 2));
  const halfOffset = await settledOffset(url, token);
  const finished = await patchUpload(url, token, halfOffset, bytes.subarray(halfOffset));
  if (finished.status !== 204) throw new Error(`resume: ${finished.status} ${finished.body}`);
  return { videoId: url.split('/').pop()!, url, halfOffset };
}

/** The offset once the server has noticed the dropped connection and released the upload's lock. */
async function settledOffset(url: string, token: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const res = await tusRequest(url, 'HEAD', { Authorization: `Bearer ${token}` });
    if (res.status === 200) return Number(res.headers['upload-offset']);
    await sleep(100);
  }
  throw new Error('the upload stayed locked');
}

const SETTLED = ['ready', 'failed'];

/**
 * Waits until the video's status is one of `statuses`, at most `ms`. For ready or failed it also
 * waits for the worker to let go of the transcode job: the status commits first, and the worker
 * then deletes the upload and any replaced video's files before the job completes.
 */
export async function videoReaches(
  app: TestApp,
  videoId: string,
  statuses: string[],
  ms = 60_000,
): Promise<HostedVideo> {
  const db = app.app.get(DataSource);
  const videos = db.getRepository(HostedVideo);
  for (const deadline = Date.now() + ms; ; await sleep(200)) {
    const video = await videos.findOneByOrFail({ id: videoId });
    if (statuses.includes(video.status)) {
      if (SETTLED.includes(video.status)) await transcodeLetGo(db, videoId);
      return video;
    }
    if (Date.now() > deadline)
      throw new Error(
        `video ${videoId} is ${video.status} after ${ms} ms, not ${statuses.join('/')}`,
      );
  }
}

async function transcodeLetGo(db: DataSource, videoId: string, ms = 30_000): Promise<void> {
  for (const deadline = Date.now() + ms; ; await sleep(100)) {
    const held: unknown[] = await db.query(
      `SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'videoId' = $2 AND state = 'active'`,
      [TRANSCODE_VIDEO, videoId],
    );
    if (held.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the transcode job of video ${videoId} is still active after ${ms} ms`);
  }
}
