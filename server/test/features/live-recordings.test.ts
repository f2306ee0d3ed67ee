import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { DateTime } from 'luxon';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { countedCompletion } from '../../src/courses/counted-lectures';
import { LiveSeat, LiveSeatStatus } from '../../src/live/live-seat.entity';
import { LiveSession } from '../../src/live/live-session.entity';
import { Role, User } from '../../src/users/user.entity';
import { PlaybackSigner } from '../../src/video/playback/playback-signer';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { readyVideo } from '../support/ready-video';
import { newUser, TEST_JWT_SECRET, TestApp, type GraphQLResponse } from '../support/test-app';
import {
  closeAfterTus,
  listening,
  makeClip,
  uploadResumed,
  videoSettings,
} from '../support/video-uploads';

type Session = Awaited<ReturnType<typeof signUp>>;

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

const SCHEDULE = `mutation($input: ScheduleLiveSessionInput!) { scheduleLiveSession(input: $input) {
  id occurrences { id startsAt } } }`;
const CANCEL_ONE = 'mutation($id: ID!) { cancelLiveOccurrence(id: $id) { id status } }';
const ATTACH = `mutation($occurrenceId: ID!, $videoId: ID!) {
  attachLiveRecording(occurrenceId: $occurrenceId, videoId: $videoId) { id recordingLectureId } }`;
const CURRICULUM = `query($id: ID!) { course(id: $id) { courseContent {
  chapterTitle chapterOrder
  chapterContent { lectureId lectureTitle description hosted video { id status playbackUrl } } } } }`;
const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id } } }`;

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 20_000) => {
  for (const deadline = Date.now() + ms; !(await done());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const refusal = (res: GraphQLResponse) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
  fields: (res.errors?.[0]?.extensions?.fields as { field: string }[] | undefined)?.map(
    (f) => f.field,
  ),
});

interface Lecture {
  lectureId: string;
  lectureTitle: string;
  description: string | null;
  hosted: boolean;
  video: { id: string; status: string; playbackUrl: string | null } | null;
}

/**
 * Recordings end to end (docs/live-sessions.md, "Recordings"): real PostgreSQL, GraphQL and tus
 * over HTTP, ffmpeg transcoding on pg-boss, HLS served by the playback routes, and the webhook to
 * a real receiver that verifies each signature.
 */
describe('a live meeting’s recording becomes a lecture', () => {
  const settings = videoSettings();
  const clips = path.join(settings.dataDir, 'clips');
  let app: TestApp;
  let db: DataSource;
  let base: string;
  let receiver: http.Server;
  let host: Session;
  let courseId: string;
  let learner: Session;
  const received: { type: string; data: Record<string, unknown> }[] = [];
  const badSignatures: string[] = [];
  let secret = '';

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        try {
          received.push(
            new Webhook(secret).verify(body, req.headers as Record<string, string>) as {
              type: string;
              data: Record<string, unknown>;
            },
          );
          res.writeHead(200).end('ok');
        } catch {
          badSignatures.push(req.url ?? '');
          res.writeHead(401).end('bad signature');
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    app = await TestApp.start({
      ...settings,
      webhooks: {
        ...loadConfig({ NODE_ENV: 'test' }).webhooks,
        allowPrivateUrls: true,
        retryDelaySeconds: 1,
        deliver: true,
      },
    });
    db = app.app.get(DataSource);
    base = await listening(app);
    fs.mkdirSync(clips);
    host = await educator(app);
    courseId = (await createCourse(app, host.user.id, { title: 'Reels that work' })).id;
    learner = await signUp(app, newUser({ name: 'Lena Learner' }));
    await enroll(app, learner.user.id, courseId);
    const hook = await app.gql(
      CREATE_ENDPOINT,
      {
        input: {
          url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
          events: ['live_session.recording_ready'],
        },
      },
      host.token,
    );
    expect(hook.errors).toBeUndefined();
    secret = hook.data!.createWebhookEndpoint.secret;
  }, 60_000);

  afterAll(async () => {
    expect(badSignatures).toEqual([]);
    await closeAfterTus(app);
    await new Promise((r) => receiver?.close(r));
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  const pathOf = (url: string) => {
    const { pathname, search } = new URL(url);
    expect(pathname.startsWith('/api/videos/')).toBe(true);
    return pathname + search;
  };
  const get = (url: string) => app.http().get(pathOf(url)).buffer(true);

  /** A weekly series scheduled through GraphQL, its first meeting then moved an hour into the past. */
  async function pastMeeting(input: Record<string, unknown> = {}) {
    const res = await app.gql(
      SCHEDULE,
      {
        input: {
          courseId,
          title: 'Reels clinic',
          agenda: 'Bring one reel; we fix its hook together.',
          startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
          durationMinutes: 60,
          timeZone: 'Asia/Kolkata',
          rrule: 'FREQ=WEEKLY;COUNT=3',
          capacity: 5,
          access: 'ENROLLED',
          ...input,
        },
      },
      host.token,
    );
    expect(res.errors).toBeUndefined();
    const { id, occurrences } = res.data!.scheduleLiveSession as {
      id: string;
      occurrences: { id: string }[];
    };
    // Scheduling refuses the past: the meeting is moved there as time would.
    const startsAt = new Date(Date.now() - 2 * HOUR);
    await db.query(`UPDATE live_occurrences SET starts_at = $2, ends_at = $3 WHERE id = $1`, [
      occurrences[0].id,
      startsAt,
      new Date(startsAt.getTime() + HOUR),
    ]);
    return { sessionId: id, occurrences: occurrences.map((o) => o.id), startsAt };
  }

  const curriculum = async (token: string | undefined) => {
    const res = await app.gql(CURRICULUM, { id: courseId }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.course.courseContent as {
      chapterTitle: string;
      chapterOrder: number;
      chapterContent: Lecture[];
    }[];
  };
  const lectureOf = async (token: string | undefined, lectureId: string) =>
    (await curriculum(token))
      .flatMap((c) => c.chapterContent)
      .find((l) => l.lectureId === lectureId)!;

  /** The master playlist, its variant and the key, as a player fetches them. */
  async function play(master: string) {
    const masterRes = await get(master);
    expect(masterRes.status).toBe(200);
    const playlist = masterRes.text ?? masterRes.body.toString();
    expect(playlist).toContain('#EXTM3U');
    const variantLine = playlist.split('\n').find((l: string) => l && !l.startsWith('#'))!;
    const variantUrl = new URL(variantLine, master).toString();
    const variant = await get(variantUrl);
    expect(variant.status).toBe(200);
    const keyUri = /URI="([^"]+)"/.exec(variant.text ?? variant.body.toString())![1];
    const key = await get(new URL(keyUri, variantUrl).toString());
    expect(key.status).toBe(200);
    return { keyUrl: new URL(keyUri, variantUrl).toString() };
  }

  const lectureCount = async () => {
    const [{ n }] = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM lectures l JOIN chapters c ON c.id = l.chapter_id
       WHERE c.course_id = $1`,
      [courseId],
    );
    return n;
  };

  let enrolledLectureId: string;

  it('publishes an uploaded recording as a lecture that plays for enrolled learners once transcoded, with its webhook', async () => {
    const { sessionId, occurrences, startsAt } = await pastMeeting();
    const clip = await makeClip(clips, 'meeting.mp4', { seconds: 3, size: '320x240' });
    // The host uploads over tus exactly as for a lecture, without naming one.
    const { videoId } = await uploadResumed(base, host.token, clip);

    // Refusals change nothing.
    const rival = await educator(app);
    const before = await lectureCount();
    const asRival = await app.gql(ATTACH, { occurrenceId: occurrences[0], videoId }, rival.token);
    expect(refusal(asRival).code).toBe('NOT_FOUND');
    const asLearner = await app.gql(
      ATTACH,
      { occurrenceId: occurrences[0], videoId },
      learner.token,
    );
    expect(refusal(asLearner).code).toBe('FORBIDDEN');
    const future = await app.gql(ATTACH, { occurrenceId: occurrences[1], videoId }, host.token);
    expect(refusal(future)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This meeting has not started yet: attach its recording once it has.',
      fields: ['occurrenceId'],
    });
    // In Hindi for a Hindi reader.
    const hindi = await app
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${host.token}`)
      .set('accept-language', 'hi')
      .send({ query: ATTACH, variables: { occurrenceId: occurrences[1], videoId } });
    expect(hindi.body.errors[0]).toMatchObject({
      message: 'यह मीटिंग अभी शुरू नहीं हुई है: शुरू होने के बाद इसकी रिकॉर्डिंग जोड़ें।',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await app.gql(CANCEL_ONE, { id: occurrences[2] }, host.token)).data!.cancelLiveOccurrence
        .status,
    ).toBe('CANCELLED');
    const cancelled = await app.gql(ATTACH, { occurrenceId: occurrences[2], videoId }, host.token);
    expect(refusal(cancelled)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This meeting was cancelled: it has no recording.',
    });
    // The rival's own upload, for another course's lecture: not the host's to attach.
    const rivalCourse = (await createCourse(app, rival.user.id, { title: 'Elsewhere' })).id;
    const [rivalLecture] = await db.query<{ id: string }[]>(
      'SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1 LIMIT 1',
      [rivalCourse],
    );
    const theirs = await readyVideo(app, path.join(settings.dataDir, 'made'), {
      uploaderId: rival.user.id,
      lectureId: rivalLecture.id,
    });
    const notMine = await app.gql(
      ATTACH,
      { occurrenceId: occurrences[0], videoId: theirs.id },
      host.token,
    );
    expect(refusal(notMine)).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['videoId'] });
    expect(await lectureCount()).toBe(before);

    const attached = await app.gql(ATTACH, { occurrenceId: occurrences[0], videoId }, host.token);
    expect(attached.errors).toBeUndefined();
    const lectureId = attached.data!.attachLiveRecording.recordingLectureId as string;
    enrolledLectureId = lectureId;
    expect(attached.data!.attachLiveRecording.id).toBe(occurrences[0]);

    // In a new last chapter, "Live sessions", titled with the meeting's date in the host's zone.
    const chapters = await curriculum(learner.token);
    expect(chapters.map((c) => c.chapterTitle)).toEqual([
      'Chapter 1',
      'Chapter 2',
      'Live sessions',
    ]);
    const day = DateTime.fromJSDate(startsAt, { zone: 'Asia/Kolkata' })
      .setLocale('en')
      .toFormat('d LLL yyyy');
    expect(chapters[2].chapterContent).toEqual([
      expect.objectContaining({
        lectureId,
        lectureTitle: `Reels clinic - ${day}`,
        description: 'Bring one reel; we fix its hook together.',
        hosted: true,
      }),
    ]);
    expect(
      await db.query('SELECT live_session_id FROM lectures WHERE id = $1', [lectureId]),
    ).toEqual([{ live_session_id: sessionId }]);

    // Nobody touches anything more: the transcode makes it playable, and the webhook arrives.
    await until(
      async () => Boolean((await lectureOf(learner.token, lectureId)).video?.playbackUrl),
      'the recording to play',
      120_000,
    );
    const playing = await lectureOf(learner.token, lectureId);
    expect(playing.video).toMatchObject({ id: videoId, status: 'READY' });
    await play(playing.video!.playbackUrl!);
    await until(
      () => received.some((e) => e.type === 'live_session.recording_ready'),
      'the recording_ready webhook',
    );
    expect(received.filter((e) => e.type === 'live_session.recording_ready')).toEqual([
      {
        type: 'live_session.recording_ready',
        timestamp: expect.any(String),
        data: expect.objectContaining({
          liveSessionId: sessionId,
          courseId,
          lectureId,
          occurrence: expect.objectContaining({ id: occurrences[0] }),
        }),
      },
    ]);
    // Anyone else sees it in the curriculum, locked.
    expect((await lectureOf(undefined, lectureId)).video?.playbackUrl).toBeNull();
  }, 180_000);

  it('plays a seat-only session’s recording for its seat holders, the owner and admins, and no other learner', async () => {
    const { sessionId, occurrences } = await pastMeeting({
      title: 'Paid hot seat',
      access: 'SEAT',
      pricePaise: 49_900,
    });
    const holder = await signUp(app, newUser({ name: 'Sita Seat' }));
    await enroll(app, holder.user.id, courseId);
    await db.getRepository(LiveSeat).insert({
      liveSessionId: sessionId,
      userId: holder.user.id,
      status: LiveSeatStatus.CONFIRMED,
      timeZone: 'Asia/Kolkata',
      pricePaise: 49_900,
    });
    await db.getRepository(LiveSession).increment({ id: sessionId }, 'seatsTaken', 1);
    const admin = await signUp(app, newUser());
    await db.getRepository(User).update(admin.user.id, { role: Role.ADMIN });

    // Transcoded before it is attached: the lecture plays it at once, and says so.
    const ready = await readyVideo(app, path.join(settings.dataDir, 'made'), {
      uploaderId: host.user.id,
      lectureId: null,
    });
    const webhooksBefore = received.length;
    const attached = await app.gql(
      ATTACH,
      { occurrenceId: occurrences[0], videoId: ready.id },
      host.token,
    );
    expect(attached.errors).toBeUndefined();
    const lectureId = attached.data!.attachLiveRecording.recordingLectureId as string;
    await until(() => received.length > webhooksBefore, 'the recording_ready webhook');
    expect(received[webhooksBefore].data).toMatchObject({ liveSessionId: sessionId, lectureId });

    // The same "Live sessions" chapter, after the first recording.
    const chapters = await curriculum(host.token);
    expect(chapters.map((c) => c.chapterTitle)).toEqual([
      'Chapter 1',
      'Chapter 2',
      'Live sessions',
    ]);
    expect(chapters[2].chapterContent.map((l) => l.lectureId)).toEqual([
      enrolledLectureId,
      lectureId,
    ]);

    for (const viewer of [holder, host, admin]) {
      const url = (await lectureOf(viewer.token, lectureId)).video?.playbackUrl;
      expect(url).toEqual(expect.any(String));
      await play(url!);
    }
    // An enrolled learner without a seat: no URL, and a signature made for them is refused.
    expect((await lectureOf(learner.token, lectureId)).video).toMatchObject({
      id: ready.id,
      status: 'READY',
      playbackUrl: null,
    });
    const own = (await lectureOf(learner.token, enrolledLectureId)).video!.playbackUrl!;
    const { keyUrl } = await play(own);
    const query = new URL(keyUrl).searchParams;
    const signed = new PlaybackSigner(TEST_JWT_SECRET).query(ready.id, 'master.m3u8', {
      userId: query.get('u')!,
      binding: query.get('b')!,
      expires: Number(query.get('e')),
    });
    const refused = await app.http().get(`/api/videos/${ready.id}/master.m3u8?${signed}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'You do not have access to this lecture.',
    });

    // The REST curriculum (a cached answer) opens it once the learner has a seat.
    const restUrl = async () => {
      const res = await app.rest('get', `/api/course/${courseId}`, undefined, learner.token);
      const lectures = (
        res.body.courseData.courseContent as {
          chapterContent: { lectureId: string; lectureUrl: string }[];
        }[]
      ).flatMap((c) => c.chapterContent);
      return lectures.find((l) => l.lectureId === lectureId)!.lectureUrl;
    };
    expect(await restUrl()).toBe('');
    expect(await restUrl()).toBe('');
    await db.getRepository(LiveSeat).insert({
      liveSessionId: sessionId,
      userId: learner.user.id,
      status: LiveSeatStatus.CONFIRMED,
      timeZone: 'Asia/Kolkata',
      pricePaise: 49_900,
    });
    await app.settled();
    expect(await restUrl()).toMatch(new RegExp(`/player/${courseId}\\?lecture=${lectureId}$`));
    expect((await lectureOf(learner.token, lectureId)).video?.playbackUrl).toEqual(
      expect.any(String),
    );
  }, 120_000);

  it('leaves recordings out of completion: a learner without a seat completes the course and gets the certificate', async () => {
    const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
      completeLecture(courseId: $courseId, lectureId: $lectureId) {
        message certificate { id }
        progress { completedLectureIds lecturesCompleted totalLectures percent }
      } }`;
    const chapters = await curriculum(host.token);
    const recordings = chapters.find((c) => c.chapterTitle === 'Live sessions')!.chapterContent;
    expect(recordings.length).toBeGreaterThan(0);
    const own = chapters
      .filter((c) => c.chapterTitle !== 'Live sessions')
      .flatMap((c) => c.chapterContent.map((l) => l.lectureId));
    const count = await app.gql('query($id: ID!) { course(id: $id) { lectureCount } }', {
      id: courseId,
    });
    expect(count.data!.course.lectureCount).toBe(own.length);

    const late = await signUp(app, newUser({ name: 'Lata Late' }));
    await enroll(app, late.user.id, courseId);
    let last: GraphQLResponse | undefined;
    for (const lectureId of own)
      last = await app.gql(COMPLETE, { courseId, lectureId }, late.token);
    expect(last!.errors).toBeUndefined();
    expect(last!.data!.completeLecture).toMatchObject({
      certificate: { id: expect.any(String) },
      progress: { lecturesCompleted: own.length, totalLectures: own.length, percent: 100 },
    });

    // Watching a recording ticks it, and moves no figure.
    const recording = recordings[0].lectureId;
    const ticked = await app.gql(COMPLETE, { courseId, lectureId: recording }, late.token);
    expect(ticked.data!.completeLecture.progress).toMatchObject({
      lecturesCompleted: own.length,
      totalLectures: own.length,
      percent: 100,
    });
    expect(ticked.data!.completeLecture.progress.completedLectureIds).toContain(recording);
  }, 60_000);

  it('leaves recordings out of the analytics’ progress too: a recording watched adds nothing', async () => {
    const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
      completeLecture(courseId: $courseId, lectureId: $lectureId) { message } }`;
    const PROGRESS = `query($from: DateTime!, $to: DateTime!, $courseId: ID) {
      educatorAnalytics(from: $from, to: $to, courseId: $courseId) {
        totals { enrolments completionRate averageProgress } } }`;
    const chapters = await curriculum(host.token);
    const recording = chapters.find((c) => c.chapterTitle === 'Live sessions')!.chapterContent[0];
    const own = chapters
      .filter((c) => c.chapterTitle !== 'Live sessions')
      .flatMap((c) => c.chapterContent.map((l) => l.lectureId));
    expect(own.length).toBeGreaterThan(1);
    const rana = await signUp(app, newUser({ name: 'Rana Recordings' }));
    await enroll(app, rana.user.id, courseId);
    for (const lectureId of [own[0], recording.lectureId]) {
      const done = await app.gql(COMPLETE, { courseId, lectureId }, rana.token);
      expect(done.errors).toBeUndefined();
    }
    const [{ n: cohort }] = await db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM enrollments WHERE course_id = $1',
      [courseId],
    );
    const res = await app.gql(
      PROGRESS,
      {
        from: new Date(Date.now() - 2 * DAY).toISOString(),
        to: new Date(Date.now() + HOUR).toISOString(),
        courseId,
      },
      host.token,
    );
    expect(res.errors).toBeUndefined();
    // Only Lata (the test before) completed the course; Rana did one lecture of the course's own.
    expect(res.data!.educatorAnalytics.totals).toMatchObject({ completionRate: 1 / cohort });
    expect(res.data!.educatorAnalytics.totals.averageProgress).toBeCloseTo(
      (1 + 1 / own.length) / cohort,
    );
  }, 60_000);

  it('tells a recording’s completion from the small index of recordings, reading no lecture row', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT count(*) FROM lecture_completions x
          WHERE x.user_id = $1 AND x.course_id = $2 AND ${countedCompletion('x')}`,
        [learner.user.id, courseId],
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('IDX_lectures_recording_ids');
    expect(text).not.toContain('lectures_pkey');
  });
});
