import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { Lecture } from '../../src/courses/lecture.entity';
import { HostedVideo, HostedVideoStatus } from '../../src/video/hosted-video.entity';
import { TRANSCODE_VIDEO } from '../../src/video/transcode/video-ingest';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';
import {
  closeAfterTus,
  createUpload,
  listening,
  makeClip,
  makeEmptyVideo,
  patchUpload,
  tusRequest,
  uploadOffset,
  uploadResumed,
  videoSettings,
} from '../support/video-uploads';

type Session = Awaited<ReturnType<typeof signUp>>;

/** Uploads and their acceptance; the transcode itself is video-transcode.test.ts's. */
describe('video uploads over tus', () => {
  const settings = videoSettings({
    maxUploadBytes: 3_000_000,
    maxSeconds: 8,
    // No worker here: an accepted upload waits on the queue, where the tests find its job.
    transcodeInProcess: false,
  });
  const clips = path.join(settings.dataDir, 'clips');
  let app: TestApp;
  let base: string;
  let owner: Session;
  let lectureId: string;
  let clip: string;

  beforeAll(async () => {
    app = await TestApp.start(settings);
    base = await listening(app);
    owner = await educator(app);
    const course = await createCourse(app, owner.user.id);
    lectureId = (await lectureOf(course.id)).id;
    fs.mkdirSync(clips);
    clip = await makeClip(clips, 'lesson.mp4', { seconds: 4, size: '640x360' });
  }, 60_000);
  afterAll(async () => {
    await closeAfterTus(app);
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  const db = () => app.app.get(DataSource);
  const lectureOf = (courseId: string) =>
    db()
      .getRepository(Lecture)
      .createQueryBuilder('l')
      .innerJoin('l.chapter', 'c')
      .where('c.courseId = :courseId', { courseId })
      .orderBy('c.chapterOrder')
      .addOrderBy('l.lectureOrder')
      .getOneOrFail();
  const video = (id: string) => db().getRepository(HostedVideo).findOneByOrFail({ id });
  const jobsFor = async (videoId: string) =>
    (
      await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'videoId' = $2`,
        [TRANSCODE_VIDEO, videoId],
      )
    )[0].n;
  const uploadedFiles = () => fs.readdirSync(path.join(settings.dataDir, 'video-uploads'));

  it('resumes an upload cut in the middle; the finished video is queued for transcoding', async () => {
    const size = fs.statSync(clip).size;
    const { videoId, url, halfOffset } = await uploadResumed(base, owner.token, clip, {
      lectureId,
    });
    expect(halfOffset).toBeGreaterThan(0);
    expect(halfOffset).toBeLessThan(size);
    expect(videoId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await uploadOffset(url, owner.token)).toBe(size);
    const row = await video(videoId);
    expect(row).toMatchObject({
      status: HostedVideoStatus.PROCESSING,
      uploaderId: owner.user.id,
      lectureId,
      uploadId: videoId,
      originalName: 'lesson.mp4',
      sizeBytes: String(size),
      failureReason: null,
    });
    expect(row.durationSeconds).toBeCloseTo(4, 0);
    expect(await jobsFor(videoId)).toBe(1);
    // Kept until the transcode has succeeded.
    expect(uploadedFiles()).toContain(videoId);
    // The lecture plays nothing new until the video is ready.
    expect((await lectureOf((await courseOfLecture()).id)).videoId).toBeNull();
  });

  const courseOfLecture = async () =>
    (
      await db().query<{ id: string }[]>(
        `SELECT ch.course_id AS id FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id WHERE l.id = $1`,
        [lectureId],
      )
    )[0];

  it('lets a browser on CLIENT_ORIGINS read the tus headers', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await tusRequest(`${base}/api/video-uploads`, 'OPTIONS', {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,tus-resumable,upload-length,upload-metadata',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/upload-length/i);
    const created = await tusRequest(`${base}/api/video-uploads`, 'POST', {
      Origin: origin,
      Authorization: `Bearer ${owner.token}`,
      'Upload-Length': '10',
    });
    expect(created.status).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(origin);
    const exposed = String(created.headers['access-control-expose-headers']).toLowerCase();
    for (const header of ['location', 'upload-offset', 'upload-length', 'tus-resumable'])
      expect(exposed).toContain(header);
  });

  it('refuses a caller without a token (401), a learner (403) and an educator on another course (403)', async () => {
    const anonymous = await createUpload(base, undefined, 1000, { filename: 'a.mp4' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toBe('Access token required\n');
    const forged = await createUpload(base, 'not-a-token', 1000, { filename: 'a.mp4' });
    expect(forged.status).toBe(401);

    const learner = await signUp(app, newUser());
    const learnerTry = await createUpload(base, learner.token, 1000, { filename: 'a.mp4' });
    expect(learnerTry.status).toBe(403);
    expect(learnerTry.body).toBe('Only educators can upload videos.\n');

    const stranger = await educator(app);
    const theirs = await createUpload(base, stranger.token, 1000, {
      filename: 'a.mp4',
      lectureId,
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toBe('You can only upload videos for lectures of your own courses.\n');
    const bogus = await createUpload(base, owner.token, 1000, { lectureId: 'nope' });
    expect(bogus.status).toBe(403);

    // Someone else's upload is not found, whatever its id.
    const mine = await createUpload(base, owner.token, 1000, { filename: 'a.mp4' });
    expect(mine.status).toBe(201);
    const url = new URL(mine.headers.location!, base).toString();
    const peek = await patchUpload(url, stranger.token, 0, Buffer.alloc(10));
    expect(peek.status).toBe(404);
    expect(peek.body).not.toMatch(/at \w+ \(/); // no stack trace
    expect(await db().getRepository(HostedVideo).countBy({ uploaderId: stranger.user.id })).toBe(0);
  });

  it('refuses an Upload-Length above MAX_VIDEO_UPLOAD_BYTES (413) and bytes beyond the declared length', async () => {
    const before = await db().getRepository(HostedVideo).count();
    const huge = await createUpload(base, owner.token, 3_000_001, { filename: 'big.mp4' });
    expect(huge.status).toBe(413);
    expect(huge.body).toBe('Maximum size exceeded\n');
    expect(await db().getRepository(HostedVideo).count()).toBe(before);

    const small = await createUpload(base, owner.token, 10, { filename: 'small.mp4' });
    const url = new URL(small.headers.location!, base).toString();
    const over = await patchUpload(url, owner.token, 0, Buffer.alloc(20));
    expect(over.status).toBe(413);
  });

  it('fails a renamed text file with its reason, never queues it, and leaves the lecture alone', async () => {
    const text = path.join(clips, 'notes.mp4');
    fs.writeFileSync(text, 'These are my lecture notes, not a video.\n'.repeat(200));
    const { videoId } = await uploadResumed(base, owner.token, text, { lectureId });
    expect(await video(videoId)).toMatchObject({
      status: HostedVideoStatus.FAILED,
      failureReason: 'This file is not a video we can read.',
      lectureId,
    });
    expect(await jobsFor(videoId)).toBe(0);
    expect(uploadedFiles()).not.toContain(videoId);
    expect(
      (await db().getRepository(Lecture).findOneByOrFail({ id: lectureId })).videoId,
    ).toBeNull();
  });

  it('fails a video of 0 seconds and one past MAX_VIDEO_SECONDS', async () => {
    const empty = path.join(clips, 'empty.mp4');
    await makeEmptyVideo(empty);
    const zero = await uploadResumed(base, owner.token, empty);
    expect(await video(zero.videoId)).toMatchObject({
      status: HostedVideoStatus.FAILED,
      failureReason: 'The video is 0 seconds long.',
    });

    const long = await makeClip(clips, 'long.mp4', { seconds: 10, size: '320x240' });
    const tooLong = await uploadResumed(base, owner.token, long);
    expect(await video(tooLong.videoId)).toMatchObject({
      status: HostedVideoStatus.FAILED,
      failureReason: 'The video is longer than the 8-second limit.',
    });
    expect(await jobsFor(zero.videoId)).toBe(0);
    expect(await jobsFor(tooLong.videoId)).toBe(0);
  });

  it('accepts an upload whose bytes all arrived but whose acceptance failed, at the next HEAD', async () => {
    const bytes = fs.readFileSync(clip);
    const created = await createUpload(base, owner.token, bytes.length, { filename: 'late.mp4' });
    const url = new URL(created.headers.location!, base).toString();
    const videoId = url.split('/').pop()!;
    // As if the last PATCH stored every byte, then the database went away before the row moved.
    fs.writeFileSync(path.join(settings.dataDir, 'video-uploads', videoId), bytes);
    expect(await video(videoId)).toMatchObject({ status: HostedVideoStatus.UPLOADING });
    expect(await uploadOffset(url, owner.token)).toBe(bytes.length);
    expect(await video(videoId)).toMatchObject({ status: HostedVideoStatus.PROCESSING });
    expect(await jobsFor(videoId)).toBe(1);
    expect(await uploadOffset(url, owner.token)).toBe(bytes.length);
    expect(await jobsFor(videoId)).toBe(1);
  });

  it('never transcodes a truncated upload', async () => {
    const bytes = fs.readFileSync(clip);
    const created = await createUpload(base, owner.token, bytes.length, { filename: 'cut.mp4' });
    const url = new URL(created.headers.location!, base).toString();
    await patchUpload(url, owner.token, 0, bytes.subarray(0, bytes.length / 2));
    const videoId = url.split('/').pop()!;
    expect(await uploadOffset(url, owner.token)).toBe(Math.floor(bytes.length / 2));
    expect(await video(videoId)).toMatchObject({ status: HostedVideoStatus.UPLOADING });
    expect(await jobsFor(videoId)).toBe(0);
  });
});
