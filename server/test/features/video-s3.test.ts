import { execFile } from 'node:child_process';
import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { HostedVideo, HostedVideoStatus } from '../../src/video/hosted-video.entity';
import { AbandonedUploads } from '../../src/video/upload/abandoned-uploads';
import { UploadStore } from '../../src/video/upload/upload-store';
import { educator } from '../support/catalog-fixtures';
import { S3StandIn } from '../support/s3-stand-in';
import { TestApp } from '../support/test-app';
import {
  closeAfterTus,
  createUpload,
  listening,
  patchUpload,
  uploadOffset,
  uploadResumed,
  videoReaches,
  videoSettings,
} from '../support/video-uploads';

const run = promisify(execFile);

/** @tus/s3-store's part size (its default); a shorter tail waits in a `<id>.part` object. */
const PART = 8 * 1024 * 1024;
/** S3's smallest part but the last. */
const MIN_PART = 5 * 1024 * 1024;

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A clip of a few seconds that weighs many megabytes: noise, encoded losslessly, so an upload
 * spans several S3 parts while its transcode stays short.
 */
async function makeHeavyClip(file: string, seconds: number) {
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-vf', 'noise=alls=100:allf=t+u'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-c:a', 'aac'],
    file,
  ]);
  return file;
}

async function ffprobeStreams(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_streams', file],
  ]);
  return (JSON.parse(stdout) as { streams: { codec_name: string; height?: number }[] }).streams;
}

/** Waits for `check` to pass, at most `ms`; its last failure otherwise. */
async function eventually(check: () => Promise<void>, ms = 10_000) {
  for (const deadline = Date.now() + ms; ; await sleep(200)) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

describe("the S3 stand-in's multipart uploads", () => {
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = await S3StandIn.start('parts');
  });
  afterAll(() => s3?.close());

  it('lists the parts as S3 does, page by page, and knows no upload once completed or aborted', async () => {
    const { client, bucket: Bucket } = s3;
    const Key = 'uploads/a b&c.mp4';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const bodies = [randomBytes(MIN_PART), randomBytes(1000), randomBytes(10)];
    for (const [i, Body] of bodies.entries())
      await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: i + 1, Body }));

    const listed = await client.send(new ListPartsCommand({ Bucket, Key, UploadId }));
    expect(listed.Parts!.map((p) => [p.PartNumber, p.Size, p.ETag])).toEqual(
      bodies.map((body, i) => [i + 1, body.length, `"${md5(body)}"`]),
    );
    expect(listed.Parts![0].LastModified).toBeInstanceOf(Date);
    expect(listed).toMatchObject({ Bucket, Key, UploadId, IsTruncated: false });

    const page = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, MaxParts: 2 }));
    expect(page.Parts!.map((p) => p.PartNumber)).toEqual([1, 2]);
    expect(page).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '2' });
    const rest = await client.send(
      new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker: page.NextPartNumberMarker }),
    );
    expect(rest.Parts!.map((p) => p.PartNumber)).toEqual([3]);
    expect(rest.IsTruncated).toBe(false);

    const noSuchUpload = { name: 'NoSuchUpload', $metadata: { httpStatusCode: 404 } };
    await expect(
      client.send(new ListPartsCommand({ Bucket, Key: 'uploads/other', UploadId })),
    ).rejects.toMatchObject(noSuchUpload);

    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: {
          Parts: listed.Parts!.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })),
        },
      }),
    );
    expect((await s3.bytes(Key)).equals(Buffer.concat(bodies))).toBe(true);
    await expect(
      client.send(new ListPartsCommand({ Bucket, Key, UploadId })),
    ).rejects.toMatchObject(noSuchUpload);
    await expect(
      client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })),
    ).rejects.toMatchObject(noSuchUpload);

    const other = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key: 'uploads/dropped' }),
    );
    const dropped = { Bucket, Key: 'uploads/dropped', UploadId: other.UploadId };
    await client.send(new UploadPartCommand({ ...dropped, PartNumber: 1, Body: bodies[1] }));
    await client.send(new AbortMultipartUploadCommand(dropped));
    await expect(client.send(new ListPartsCommand(dropped))).rejects.toMatchObject(noSuchUpload);
    expect(await s3.keys()).toEqual([Key]);
  });
});

/** Hosted video with S3_BUCKET set: tus into the bucket through @tus/s3-store, then the transcode. */
describe('video uploads into S3', () => {
  // No worker in the app taking the uploads: a worker beside it (another machine, as far as the
  // upload's bytes go) transcodes, once the bucket has been looked at.
  const settings = videoSettings({ maxUploadBytes: 40_000_000, transcodeInProcess: false });
  let s3: S3StandIn;
  let web: TestApp;
  let worker: TestApp | undefined;
  let base: string;
  let owner: Awaited<ReturnType<typeof educator>>;
  let clip: Buffer;
  let clipFile: string;

  beforeAll(async () => {
    s3 = await S3StandIn.start('videos');
    settings.s3 = s3.config({ S3_PREFIX: 'school' });
    web = await TestApp.start(settings);
    base = await listening(web);
    owner = await educator(web);
    clipFile = await makeHeavyClip(path.join(settings.dataDir, 'lesson.mp4'), 3);
    clip = fs.readFileSync(clipFile);
  }, 60_000);
  afterAll(async () => {
    await closeAfterTus(worker, web);
    await s3?.close();
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  const uploadKey = (videoId: string) => `school/video-uploads/${videoId}`;
  const uploadIdOf = async (videoId: string) =>
    (await s3.head(`${uploadKey(videoId)}.info`))!.Metadata!['upload-id'];
  const listParts = async (videoId: string) =>
    s3.client.send(
      new ListPartsCommand({
        Bucket: s3.bucket,
        Key: uploadKey(videoId),
        UploadId: await uploadIdOf(videoId),
      }),
    );

  it('resumes an upload cut past its first part; a worker transcodes it into HLS in the bucket and drops the upload', async () => {
    // Cut at half: past the first whole part.
    expect(clip.length).toBeGreaterThan(2 * PART);
    expect(clip.length).toBeLessThan(settings.video!.maxUploadBytes);
    const { videoId, url, halfOffset } = await uploadResumed(base, owner.token, clipFile);
    // Read back after the cut (HEAD): the listed parts and the tail, so past 8 MiB.
    expect(halfOffset).toBeGreaterThan(PART);
    expect(halfOffset).toBeLessThan(clip.length);
    expect(await uploadOffset(url, owner.token)).toBe(clip.length);

    const key = uploadKey(videoId);
    expect(await s3.keys(key)).toEqual([key, `${key}.info`]);
    expect(sha256(await s3.bytes(key))).toBe(sha256(clip));
    const uploadId = await uploadIdOf(videoId);
    // Completed: S3 holds the object, and no multipart upload any more.
    await expect(listParts(videoId)).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(await videoReaches(web, videoId, ['processing'], 1000)).toMatchObject({
      sizeBytes: String(clip.length),
      uploadId: videoId,
    });

    worker = await TestApp.beside(web, {
      ...settings,
      video: { ...settings.video!, transcodeInProcess: true },
    });
    const video = await videoReaches(web, videoId, ['ready', 'failed'], 120_000);
    expect(video).toMatchObject({
      status: HostedVideoStatus.READY,
      storagePrefix: `videos/${videoId}/`,
      failureReason: null,
    });
    expect(video.durationSeconds).toBeCloseTo(3, 0);
    expect(video.renditions.map((r) => [r.name, r.playlist])).toEqual([
      ['240p', '240p/index.m3u8'],
      ['audio', 'audio/index.m3u8'],
    ]);

    // The HLS output is in the bucket under S3_PREFIX: the master playlist, each rendition's
    // playlist and every segment it names, the poster; nothing else.
    const prefix = `school/videos/${videoId}/`;
    const master = (await s3.bytes(`${prefix}master.m3u8`)).toString();
    const expected = [`${prefix}master.m3u8`, `${prefix}poster.jpg`];
    const playlists: Record<string, string> = {};
    for (const r of video.renditions) {
      expect(master).toContain(`${r.playlist}\n`);
      const playlist = (await s3.bytes(prefix + r.playlist)).toString();
      playlists[r.name] = playlist;
      expect(playlist).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x[0-9a-f]{32}/i);
      const segments = playlist.split('\n').filter((line) => /^seg\d{3}\.ts$/.test(line));
      expect(segments.length).toBeGreaterThan(0);
      const folder = `${prefix}${path.posix.dirname(r.playlist)}/`;
      expected.push(prefix + r.playlist, ...segments.map((s) => folder + s));
    }
    expect(await s3.keys(prefix)).toEqual(expected.sort());

    // A segment from the bucket, decrypted with the video's key, is 240p H.264 with AAC.
    const [{ encryption_key: aesKey }] = await web.app
      .get(DataSource)
      .query<{ encryption_key: Buffer }[]>(
        'SELECT encryption_key FROM hosted_videos WHERE id = $1',
        [videoId],
      );
    const iv = /IV=0x([0-9a-f]{32})/i.exec(playlists['240p'])![1];
    const decipher = createDecipheriv('aes-128-cbc', aesKey, Buffer.from(iv, 'hex'));
    const encrypted = await s3.bytes(`${prefix}240p/seg000.ts`);
    const clear = path.join(settings.dataDir, 'seg000.ts');
    fs.writeFileSync(clear, Buffer.concat([decipher.update(encrypted), decipher.final()]));
    expect(await ffprobeStreams(clear)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_name: 'h264', height: 240 }),
        expect.objectContaining({ codec_name: 'aac' }),
      ]),
    );

    // The upload goes once transcoded, as on the disk: the object and its .info.
    await eventually(async () => expect(await s3.keys('school/video-uploads/')).toEqual([]));
    await expect(
      s3.client.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  }, 180_000);

  it('keeps an unfinished upload as parts and a tail in the bucket, and drops them all once abandoned', async () => {
    const created = await createUpload(base, owner.token, clip.length, { filename: 'left.mp4' });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.location!, base).toString();
    const videoId = url.split('/').pop()!;
    // One whole part, and a tail too short to be one.
    const sent = PART + 1_000_000;
    expect((await patchUpload(url, owner.token, 0, clip.subarray(0, sent))).status).toBe(204);
    expect(await uploadOffset(url, owner.token)).toBe(sent);

    const key = uploadKey(videoId);
    expect(await s3.keys(key)).toEqual([`${key}.info`, `${key}.part`]);
    expect((await s3.bytes(`${key}.part`)).equals(clip.subarray(PART, sent))).toBe(true);
    const uploadId = await uploadIdOf(videoId);
    const { Parts } = await listParts(videoId);
    expect(Parts!.map((p) => [p.PartNumber, p.Size, p.ETag])).toEqual([
      [1, PART, `"${md5(clip.subarray(0, PART))}"`],
    ]);

    const db = web.app.get(DataSource);
    await db.query(
      `UPDATE hosted_videos SET created_at = now() - interval '8 days' WHERE id = $1`,
      [videoId],
    );
    expect(await web.app.get(AbandonedUploads).sweep()).toBe(1);

    expect(await db.getRepository(HostedVideo).existsBy({ id: videoId })).toBe(false);
    expect(await s3.keys(key)).toEqual([]);
    await expect(
      s3.client.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    await expect(uploadOffset(url, owner.token)).rejects.toThrow(/404/);
    // Removing it again: not found, as tus expects of its datastore.
    await expect(web.app.get(UploadStore).datastore.remove(key)).rejects.toMatchObject({
      status_code: 404,
    });
  }, 60_000);
});
