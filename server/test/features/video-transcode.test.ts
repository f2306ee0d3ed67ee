import { createDecipheriv } from 'node:crypto';
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import PgBoss from 'pg-boss';
import { DefaultHttpStack, Upload } from 'tus-js-client';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { Lecture } from '../../src/courses/lecture.entity';
import { HostedVideo, HostedVideoStatus } from '../../src/video/hosted-video.entity';
import { S3VideoStorage } from '../../src/video/storage/s3-video-storage';
import { WORKER_STOPPED } from '../../src/video/transcode/transcode.worker';
import { TRANSCODE_VIDEO } from '../../src/video/transcode/video-ingest';
import { createCourse, educator } from '../support/catalog-fixtures';
import { S3StandIn } from '../support/s3-stand-in';
import { TestApp } from '../support/test-app';
import {
  closeAfterTus,
  listening,
  makeClip,
  uploadResumed,
  videoReaches,
  videoSettings,
} from '../support/video-uploads';

const run = promisify(execFile);

type Session = Awaited<ReturnType<typeof educator>>;

async function firstLectureOf(app: TestApp, courseId: string) {
  return app.app
    .get(DataSource)
    .getRepository(Lecture)
    .createQueryBuilder('l')
    .innerJoin('l.chapter', 'c')
    .where('c.courseId = :courseId', { courseId })
    .orderBy('c.chapterOrder')
    .addOrderBy('l.lectureOrder')
    .getOneOrFail();
}

async function ffprobeStreams(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_streams', file],
  ]);
  return (
    JSON.parse(stdout) as { streams: { codec_name: string; codec_type: string; height?: number }[] }
  ).streams;
}

/** Uploads with tus-js-client, the library a browser client uses. */
function uploadWithTusClient(base: string, token: string, file: string, lectureId: string) {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(fs.readFileSync(file), {
      endpoint: `${base}/api/video-uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: path.basename(file), filetype: 'video/mp4', lectureId },
      chunkSize: 64 * 1024,
      retryDelays: [],
      // No keep-alive: a pooled socket would outlive the app in this file's process.
      httpStack: new DefaultHttpStack({ agent: false }),
      onError: reject,
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
    });
    upload.start();
  });
}

describe('transcoding on the job queue', () => {
  const settings = videoSettings();
  const clips = path.join(settings.dataDir, 'clips');
  let app: TestApp;
  let base: string;
  let owner: Session;
  let lectureId: string;

  beforeAll(async () => {
    app = await TestApp.start(settings);
    base = await listening(app);
    owner = await educator(app);
    const course = await createCourse(app, owner.user.id, {
      chapters: [[{ free: false, minutes: 25 }]],
    });
    lectureId = (await firstLectureOf(app, course.id)).id;
    fs.mkdirSync(clips);
  }, 60_000);
  afterAll(async () => {
    await closeAfterTus(app);
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  const db = () => app.app.get(DataSource);
  const stored = (...parts: string[]) => path.join(settings.dataDir, 'videos', ...parts);
  const lecture = () => db().getRepository(Lecture).findOneByOrFail({ id: lectureId });

  let firstVideo: string;

  it('makes encrypted HLS: 240p, 360p, 720p and audio-only, a poster, the lecture plays it', async () => {
    const clip = await makeClip(clips, 'lesson.mp4');
    const { videoId } = await uploadResumed(base, owner.token, clip, { lectureId });
    firstVideo = videoId;
    const video = await videoReaches(app, videoId, ['ready', 'failed'], 120_000);
    expect(video).toMatchObject({
      status: HostedVideoStatus.READY,
      progress: 100,
      storagePrefix: `videos/${videoId}/`,
      failureReason: null,
    });
    expect(video.readyAt).toBeInstanceOf(Date);
    expect(video.durationSeconds).toBeCloseTo(10, 0);
    expect(video.renditions.map((r) => [r.name, r.height, r.playlist])).toEqual([
      ['240p', 240, '240p/index.m3u8'],
      ['360p', 360, '360p/index.m3u8'],
      ['720p', 720, '720p/index.m3u8'],
      ['audio', 0, 'audio/index.m3u8'],
    ]);

    const master = fs.readFileSync(stored(videoId, 'master.m3u8'), 'utf8');
    for (const r of video.renditions) {
      expect(master).toContain(`${r.playlist}\n`);
      expect(master).toContain(`BANDWIDTH=${r.bandwidth},`);
    }
    const audioLine = master.split('\n')[master.split('\n').indexOf('audio/index.m3u8') - 1];
    expect(audioLine).toMatch(
      /^#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,CODECS="mp4a.40.2"$/,
    );
    // Measured on the output: the audio-only rendition is about 64 kbps, 720p far above 360p.
    const bandwidth = Object.fromEntries(video.renditions.map((r) => [r.name, r.bandwidth]));
    expect(bandwidth.audio).toBeGreaterThan(50_000);
    expect(bandwidth.audio).toBeLessThan(120_000);
    expect(bandwidth['720p']).toBeGreaterThan(bandwidth['360p']);

    // A segment decrypted with the stored key and the playlist's IV is H.264 that ffprobe reads.
    const playlist = fs.readFileSync(stored(videoId, '240p', 'index.m3u8'), 'utf8');
    const iv = /#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x([0-9a-f]{32})/i.exec(playlist)![1];
    expect(playlist).toMatch(/#EXTINF:4\.\d+,\nseg000\.ts/);
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const [{ encryption_key: key }] = await db().query<{ encryption_key: Buffer }[]>(
      'SELECT encryption_key FROM hosted_videos WHERE id = $1',
      [videoId],
    );
    expect(key).toHaveLength(16);
    const encrypted = fs.readFileSync(stored(videoId, '240p', 'seg000.ts'));
    // Encrypted, it has no picture or sound to decode (ffprobe may still take random bytes for text).
    const probed = await ffprobeStreams(stored(videoId, '240p', 'seg000.ts')).catch(() => []);
    expect(probed.filter((s) => s.codec_type === 'video' || s.codec_type === 'audio')).toEqual([]);
    const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(iv, 'hex'));
    const clear = path.join(clips, 'seg000.ts');
    fs.writeFileSync(clear, Buffer.concat([decipher.update(encrypted), decipher.final()]));
    const streams = await ffprobeStreams(clear);
    expect(streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_name: 'h264', height: 240 }),
        expect.objectContaining({ codec_name: 'aac' }),
      ]),
    );

    const [poster] = await ffprobeStreams(stored(videoId, 'poster.jpg'));
    expect(poster).toMatchObject({ codec_name: 'mjpeg', height: 720 });
    expect(await lecture()).toMatchObject({ videoId, lectureDuration: 1 });
    // The upload is deleted once transcoded.
    expect(fs.readdirSync(path.join(settings.dataDir, 'video-uploads'))).not.toContain(videoId);
  }, 150_000);

  it('keeps playing the old video while a replacement transcodes, then switches and deletes the old one', async () => {
    const clip = await makeClip(clips, 'retake.mp4', { seconds: 4, size: '640x360' });
    const videoId = await uploadWithTusClient(base, owner.token, clip, lectureId);
    const pending = await db().getRepository(HostedVideo).findOneByOrFail({ id: videoId });
    expect(pending.status).not.toBe(HostedVideoStatus.READY);
    expect((await lecture()).videoId).toBe(firstVideo);

    const video = await videoReaches(app, videoId, ['ready', 'failed'], 120_000);
    expect(video.status).toBe(HostedVideoStatus.READY);
    // Never upscaled: a 360p source gets 240p and 360p.
    expect(video.renditions.map((r) => r.name)).toEqual(['240p', '360p', 'audio']);
    expect(await lecture()).toMatchObject({ videoId, lectureDuration: 1 });
    expect(await db().getRepository(HostedVideo).existsBy({ id: firstVideo })).toBe(false);
    expect(fs.existsSync(stored(firstVideo))).toBe(false);
    expect(fs.existsSync(stored(videoId, 'master.m3u8'))).toBe(true);
  }, 150_000);
});

describe('a transcode whose worker dies', () => {
  // Long enough for an honest transcode of the 4-second clip on a busy machine.
  const transcode = { retryLimit: 1, retryDelaySeconds: 1, expireSeconds: 20 };
  const settings = videoSettings({ transcodeInProcess: false, transcode });
  const clips = path.join(settings.dataDir, 'clips');
  let web: TestApp;
  let worker: TestApp | undefined;

  beforeAll(async () => {
    web = await TestApp.start(settings);
    fs.mkdirSync(clips);
  }, 60_000);
  afterAll(async () => {
    await closeAfterTus(worker, web);
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  const jobState = async (videoId: string) =>
    (
      await web.app
        .get(DataSource)
        .query<{ state: string; retry_count: number }[]>(
          `SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'videoId' = $2`,
          [TRANSCODE_VIDEO, videoId],
        )
    )[0];

  it('is picked up again after it expires; a transcode failing every try ends failed with the reason', async () => {
    const base = await listening(web);
    const owner = await educator(web);
    const clip = await makeClip(clips, 'short.mp4', { seconds: 4, size: '640x360' });
    const { videoId } = await uploadResumed(base, owner.token, clip);
    // A file cut short with its index first: ffprobe reads 4 seconds, ffmpeg finds no frames.
    const whole = await makeClip(clips, 'whole.mp4', {
      seconds: 4,
      size: '640x360',
      faststart: true,
    });
    const corrupt = path.join(clips, 'corrupt.mp4');
    fs.writeFileSync(corrupt, fs.readFileSync(whole).subarray(0, 6000));
    const broken = await uploadResumed(base, owner.token, corrupt);
    expect(await videoReaches(web, broken.videoId, ['processing'], 1000)).toBeTruthy();

    // A worker takes the first job and dies without finishing it.
    const boss = new PgBoss({
      connectionString: web.app.get<RuntimeConfig>(RUNTIME_CONFIG).databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    const taken = await boss.fetch<{ videoId: string }>(TRANSCODE_VIDEO, { batchSize: 1 });
    await boss.stop({ graceful: false, wait: true });
    expect(taken.map((j) => j.data.videoId)).toEqual([videoId]);
    expect(await jobState(videoId)).toMatchObject({ state: 'active', retry_count: 0 });

    // A worker process (npm run worker runs the same workers) on the same database and files.
    worker = await TestApp.beside(web, {
      ...settings,
      video: { ...settings.video!, transcodeInProcess: true },
    });
    const video = await videoReaches(web, videoId, ['ready', 'failed'], 90_000);
    expect(video.status).toBe(HostedVideoStatus.READY);
    expect(await jobState(videoId)).toMatchObject({ state: 'completed', retry_count: 1 });

    const failed = await videoReaches(web, broken.videoId, ['ready', 'failed'], 60_000);
    expect(failed.status).toBe(HostedVideoStatus.FAILED);
    // ffmpeg's last line on stderr, shortened.
    expect(failed.failureReason).toMatch(/^The video could not be transcoded: \S.{5,300}$/);
    expect(failed.failureReason).not.toMatch(/\n|at \w+ \(/);
    expect(await jobState(broken.videoId)).toMatchObject({ state: 'failed', retry_count: 1 });
  }, 150_000);
});

describe('a last try whose worker dies', () => {
  // No retry, and a job taken for dead after 3 s: the dead letter is the only word of its end.
  const transcode = { retryLimit: 0, retryDelaySeconds: 1, expireSeconds: 3 };
  const settings = videoSettings({ transcodeInProcess: false, transcode });
  let web: TestApp;
  let worker: TestApp | undefined;

  beforeAll(async () => {
    web = await TestApp.start(settings);
  }, 60_000);
  afterAll(async () => {
    await closeAfterTus(worker, web);
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('ends its video failed with the reason, instead of processing for ever', async () => {
    const base = await listening(web);
    const owner = await educator(web);
    const clips = path.join(settings.dataDir, 'clips');
    fs.mkdirSync(clips);
    const clip = await makeClip(clips, 'short.mp4', { seconds: 2, size: '320x240' });
    const { videoId } = await uploadResumed(base, owner.token, clip);
    expect(await videoReaches(web, videoId, ['processing'], 1000)).toBeTruthy();

    const boss = new PgBoss({
      connectionString: web.app.get<RuntimeConfig>(RUNTIME_CONFIG).databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    const taken = await boss.fetch<{ videoId: string }>(TRANSCODE_VIDEO, { batchSize: 1 });
    await boss.stop({ graceful: false, wait: true });
    expect(taken.map((j) => j.data.videoId)).toEqual([videoId]);

    worker = await TestApp.beside(web, {
      ...settings,
      video: { ...settings.video!, transcodeInProcess: true },
    });
    const video = await videoReaches(web, videoId, ['ready', 'failed'], 30_000);
    expect(video).toMatchObject({
      status: HostedVideoStatus.FAILED,
      failureReason: WORKER_STOPPED,
    });
  }, 90_000);
});

// The stored output alone; uploading into S3 over tus, resumed, is video-s3.test.ts's.
describe('the S3 video storage', () => {
  let s3: S3StandIn;
  let storage: S3VideoStorage;
  let dir: string;

  beforeAll(async () => {
    s3 = await S3StandIn.start('videos');
    storage = new S3VideoStorage(s3.config({ S3_PREFIX: 'school' }));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-s3-video-'));
  });
  afterAll(async () => {
    storage?.onApplicationShutdown();
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, reads, streams and removes a video folder under S3_PREFIX, with public URLs', async () => {
    const file = path.join(dir, 'seg000.ts');
    fs.writeFileSync(file, Buffer.alloc(300_000, 7));
    fs.writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n');
    await storage.put('videos/a/240p/seg000.ts', file, 'video/mp2t');
    await storage.put(
      'videos/a/240p/index.m3u8',
      path.join(dir, 'index.m3u8'),
      'application/vnd.apple.mpegurl',
    );
    await storage.put(
      'videos/b/master.m3u8',
      path.join(dir, 'index.m3u8'),
      'application/vnd.apple.mpegurl',
    );
    expect(await s3.keys()).toEqual([
      'school/videos/a/240p/index.m3u8',
      'school/videos/a/240p/seg000.ts',
      'school/videos/b/master.m3u8',
    ]);
    expect((await s3.head('school/videos/a/240p/seg000.ts'))?.ContentType).toBe('video/mp2t');
    expect((await storage.read('videos/a/240p/index.m3u8')).toString()).toBe('#EXTM3U\n');
    const chunks: Buffer[] = [];
    for await (const chunk of storage.stream('videos/a/240p/seg000.ts'))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(fs.readFileSync(file));
    expect(storage.publicUrl('videos/a/240p/seg000.ts')).toBe(
      `${s3.endpoint}/videos/school/videos/a/240p/seg000.ts`,
    );
    await expect(async () => {
      for await (const chunk of storage.stream('videos/a/missing.ts')) chunks.push(chunk as Buffer);
    }).rejects.toThrow();
    expect(() => storage.stream('videos/../secrets')).toThrow('Unsafe storage key');

    await storage.removePrefix('videos/a/');
    expect(await s3.keys()).toEqual(['school/videos/b/master.m3u8']);
  });
});
