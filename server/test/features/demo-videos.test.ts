import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { DEMO_CLIP_SECONDS } from '../../src/seed/demo-clip';
import { DEMO_VIDEO_LECTURES } from '../../src/seed/demo-video-lectures';
import { DemoVideos } from '../../src/seed/demo-videos';
import { TRANSCODE_VIDEO } from '../../src/video/transcode/video-ingest';
import { TestApp } from '../support/test-app';

interface DemoLectureRow {
  lectureId: string;
  lectureTitle: string;
  lectureUrl: string;
  lectureDuration: number;
  videoId: string | null;
  status: string | null;
  durationSeconds: number | null;
  renditions: { name: string }[] | null;
}

/** The demo lectures of DEMO_VIDEO_LECTURES, with the video each plays (if any). */
async function demoLectures(app: TestApp): Promise<DemoLectureRow[]> {
  return app.app.get(DataSource).query(
    `SELECT l.id AS "lectureId", l.lecture_title AS "lectureTitle", l.lecture_url AS "lectureUrl",
            l.lecture_duration AS "lectureDuration", l.video_id AS "videoId", v.status,
            v.duration_seconds AS "durationSeconds", v.renditions
       FROM lectures l JOIN chapters ch ON ch.id = l.chapter_id
       JOIN courses c ON c.id = ch.course_id LEFT JOIN hosted_videos v ON v.id = l.video_id
      WHERE (c.course_title, l.lecture_title) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      ORDER BY l.lecture_title`,
    [DEMO_VIDEO_LECTURES.map((d) => d.course), DEMO_VIDEO_LECTURES.map((d) => d.lecture)],
  );
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-demo-videos-'));

describe('demo videos on a fresh demo database', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    app = await TestApp.start({ seedDemoData: true, seedDemoVideos: true, dataDir });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const sql = (query: string, params?: unknown[]) => app.app.get(DataSource).query(query, params);

  it('become ready through the transcode queue, each lecture playing its own, with English and Hindi captions', async () => {
    let rows: DemoLectureRow[] = [];
    for (const deadline = Date.now() + 280_000; ; await sleep(500)) {
      rows = await demoLectures(app);
      if (rows.length && rows.every((r) => r.status === 'ready')) break;
      const failed = await sql(`SELECT failure_reason FROM hosted_videos WHERE status = 'failed'`);
      expect(failed).toEqual([]);
      if (Date.now() > deadline) throw new Error(`not ready: ${JSON.stringify(rows)}`);
    }
    expect(rows).toHaveLength(DEMO_VIDEO_LECTURES.length);
    expect(new Set(rows.map((r) => r.videoId)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.durationSeconds).toBeCloseTo(DEMO_CLIP_SECONDS, 0);
      expect(row.lectureDuration).toBe(1); // whole minutes, from the video
      expect(row.renditions!.map((r) => r.name).sort()).toEqual(['240p', '360p', '720p', 'audio']);
      expect(fs.existsSync(path.join(dataDir, 'videos', row.videoId!, 'master.m3u8'))).toBe(true);
    }

    // One transcode job per video, run by the queue's worker. A video is ready when its job's
    // transaction commits; the worker then clears the upload and pg-boss marks the job completed
    // a moment later, so the jobs are awaited too.
    let jobs: { videoId: string; state: string }[] = [];
    for (const deadline = Date.now() + 30_000; ; await sleep(250)) {
      jobs = await sql(
        `SELECT data->>'videoId' AS "videoId", state FROM pgboss.job WHERE name = $1`,
        [TRANSCODE_VIDEO],
      );
      if (jobs.every((j) => j.state === 'completed') || Date.now() > deadline) break;
    }
    expect(jobs.map((j) => j.videoId).sort()).toEqual(rows.map((r) => r.videoId).sort());
    expect(jobs.map((j) => j.state)).toEqual(jobs.map(() => 'completed'));

    const captions: { lectureId: string; language: string; vtt: string; plainText: string }[] =
      await sql(
        `SELECT lecture_id AS "lectureId", language, vtt, plain_text AS "plainText"
           FROM lecture_captions WHERE lecture_id = ANY($1) ORDER BY language`,
        [rows.map((r) => r.lectureId)],
      );
    for (const row of rows) {
      const demo = DEMO_VIDEO_LECTURES.find((d) => d.lecture === row.lectureTitle)!;
      const own = captions.filter((c) => c.lectureId === row.lectureId);
      expect(own.map((c) => c.language)).toEqual(['en', 'hi']);
      expect(own[0].vtt).toMatch(/^WEBVTT\n\n00:00:00\.500 --> 00:00:04\.500\n/);
      expect(own[0].plainText).toContain(demo.captions.en[0][2]);
      expect(own[1].plainText).toContain(demo.captions.hi[2][2]);
      expect(own[1].plainText).toMatch(/[\u0900-\u097F]/); // Devanagari
    }
  }, 300_000);

  it('play for anyone on the free preview, with both caption tracks, over GraphQL', async () => {
    const ga4 = DEMO_VIDEO_LECTURES.find((d) => d.course === 'Google Analytics 4 for Marketers')!;
    const [course]: { id: string }[] = await sql(`SELECT id FROM courses WHERE course_title = $1`, [
      ga4.course,
    ]);
    const detail = await app.gql<{
      course: {
        courseContent: {
          chapterContent: {
            lectureTitle: string;
            hosted: boolean;
            video: {
              status: string;
              playbackUrl: string | null;
              captions: { language: string }[];
            } | null;
          }[];
        }[];
      };
    }>(
      `query($id: ID!) { course(id: $id) { courseContent { chapterContent {
        lectureTitle hosted video { status playbackUrl captions { language } } } } } }`,
      { id: course.id },
    );
    const lectures = detail.data!.course.courseContent.flatMap((c) => c.chapterContent);
    const preview = lectures.find((l) => l.lectureTitle === ga4.lecture)!;
    expect(preview.hosted).toBe(true);
    expect(preview.video!.status).toBe('READY');
    expect(preview.video!.playbackUrl).toMatch(/\/api\/videos\/[0-9a-f-]{36}\/master\.m3u8\?/);
    expect(preview.video!.captions.map((c) => c.language).sort()).toEqual(['en', 'hi']);
    const playback = new URL(preview.video!.playbackUrl!);
    const master = await app.http().get(playback.pathname + playback.search);
    expect(master.status).toBe(200);
    expect(master.text).toContain('CODECS="mp4a.40.2"');
    // The course's other lectures stay YouTube links.
    expect(lectures.filter((l) => l.hosted)).toHaveLength(1);
  });
});

describe('demo videos, switched off or without ffmpeg', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    // As every Jest app with demo data boots: SEED_DEMO_VIDEOS stays off under NODE_ENV=test.
    app = await TestApp.start({ seedDemoData: true, dataDir });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are off by default only under test', () => {
    const demo = { SEED_DEMO_DATA: 'true' };
    expect(loadConfig({ ...demo, NODE_ENV: 'test' }).seedDemoVideos).toBe(false);
    expect(loadConfig({ ...demo, NODE_ENV: 'development' }).seedDemoVideos).toBe(true);
    expect(
      loadConfig({ ...demo, NODE_ENV: 'development', SEED_DEMO_VIDEOS: 'false' }).seedDemoVideos,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoVideos).toBe(
      false,
    );
  });

  it('leave the demo on its YouTube links when ffmpeg is missing, and queue nothing', async () => {
    const db = app.app.get(DataSource);
    expect(await db.query(`SELECT id FROM hosted_videos`)).toEqual([]);
    await app.app.get(DemoVideos).seed(path.join(tempDir(), 'ffmpeg')); // no such program
    expect(await db.query(`SELECT id FROM hosted_videos`)).toEqual([]);
    const rows = await demoLectures(app);
    expect(rows).toHaveLength(DEMO_VIDEO_LECTURES.length);
    for (const row of rows) {
      expect(row.videoId).toBeNull();
      expect(row.lectureUrl).toMatch(/^https:\/\/youtu\.be\/[\w-]{11}$/);
    }
  });
});
