import { createDecipheriv } from 'node:crypto';
import * as fs from 'node:fs';
import { DataSource } from 'typeorm';
import { Lecture } from '../../src/courses/lecture.entity';
import { Role, User } from '../../src/users/user.entity';
import { HostedVideo, HostedVideoStatus } from '../../src/video/hosted-video.entity';
import { PlaybackSigner } from '../../src/video/playback/playback-signer';
import { VideoIngest } from '../../src/video/transcode/video-ingest';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { readyVideo, TEST_RENDITION } from '../support/ready-video';
import { newUser, TEST_JWT_SECRET, TestApp } from '../support/test-app';
import { videoSettings } from '../support/video-uploads';

type Session = Awaited<ReturnType<typeof signUp>>;

const ORIGIN = 'https://brandcraft.test';
const COURSE = `query($id: ID!) { course(id: $id) { courseContent { chapterContent {
  lectureId lectureUrl hosted
  video { id status durationSeconds progress posterUrl playbackUrl
    renditions { name height bandwidth estimatedMegabytes } captions { language url } }
  pendingVideo { id status } } } } }`;
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;

/** Who may have a hosted lecture's key, playlists and captions, and for how long. */
describe('hosted video access', () => {
  // No transcode worker: these videos are made ready by hand (ready-video.ts).
  const settings = videoSettings({ transcodeInProcess: false });
  const work = `${settings.dataDir}/made`;
  let app: TestApp;
  let owner: Session;
  let admin: Session;
  let courseId: string;
  /** The course's lectures in order: 1.1 free preview, 1.2 locked, 2.1 locked, 2.2 free. */
  let lectures: string[];
  let locked: { id: string; key: Buffer };
  let preview: { id: string; key: Buffer };
  /** A locked lecture's video in another educator's course. */
  let elsewhere: { id: string; key: Buffer };

  const db = () => app.app.get(DataSource);
  const pathOf = (url: string) => {
    expect(url.startsWith(`${ORIGIN}/api/videos/`)).toBe(true);
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  const get = (url: string) =>
    app
      .http()
      .get(pathOf(url))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const lecturesOf = async (id: string) =>
    (
      await db().query<{ id: string }[]>(
        `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id
          WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
        [id],
      )
    ).map((r) => r.id);
  const lectureAs = async (token: string | undefined, lectureId: string, course = courseId) => {
    const res = await app.gql(COURSE, { id: course }, token);
    expect(res.errors).toBeUndefined();
    return res
      .data!.course.courseContent.flatMap((c: { chapterContent: unknown[] }) => c.chapterContent)
      .find((l: { lectureId: string }) => l.lectureId === lectureId);
  };
  const playbackUrl = async (token: string | undefined, lectureId = lectures[1]) =>
    (await lectureAs(token, lectureId)).video.playbackUrl as string | null;

  /** The master playlist, its variant and the key, fetched as a player does. */
  async function play(master: string) {
    const masterRes = await get(master);
    expect(masterRes.status).toBe(200);
    const variantLine = masterRes.body
      .toString()
      .split('\n')
      .find((l: string) => l.startsWith('240p/'));
    const variantUrl = new URL(variantLine, master).toString();
    const variant = await get(variantUrl);
    expect(variant.status).toBe(200);
    const text = variant.body.toString() as string;
    const keyUri = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(text)![1];
    expect(keyUri).toMatch(/^\.\.\/key\?u=/);
    const keyUrl = new URL(keyUri, variantUrl).toString();
    const segments = text.split('\n').filter((l) => l.startsWith('seg'));
    return { masterRes, variant, text, keyUrl, segments, variantUrl };
  }

  beforeAll(async () => {
    app = await TestApp.start({ ...settings, publicUrl: ORIGIN });
    fs.mkdirSync(work, { recursive: true });
    owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { title: 'Hosted', price: 1000 })).id;
    lectures = await lecturesOf(courseId);
    admin = await signUp(app, newUser());
    await db().getRepository(User).update(admin.user.id, { role: Role.ADMIN });
    locked = await readyVideo(app, work, { uploaderId: owner.user.id, lectureId: lectures[1] });
    preview = await readyVideo(app, work, { uploaderId: owner.user.id, lectureId: lectures[0] });
    const other = await educator(app);
    const otherCourse = (await createCourse(app, other.user.id, { title: 'Elsewhere' })).id;
    elsewhere = await readyVideo(app, work, {
      uploaderId: other.user.id,
      lectureId: (await lecturesOf(otherCourse))[1],
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('plays for an enrolled learner: signed playlists, the 16-byte key, segments it decrypts', async () => {
    const learner = await signUp(app, newUser());
    await buyCourse(app, learner, courseId);
    const lecture = await lectureAs(learner.token, lectures[1]);
    expect(lecture).toMatchObject({ hosted: true, lectureUrl: null });
    expect(lecture.video).toMatchObject({
      id: locked.id,
      status: 'READY',
      durationSeconds: 2,
      progress: 100,
      posterUrl: `${ORIGIN}/api/videos/${locked.id}/poster.jpg`,
      // 400 kbps for 2 s: 0.1 MB.
      renditions: [
        { name: '240p', height: 240, bandwidth: TEST_RENDITION.bandwidth, estimatedMegabytes: 0.1 },
      ],
      captions: [],
    });
    expect(lecture.pendingVideo).toBeNull();

    const { masterRes, variant, text, keyUrl, segments, variantUrl } = await play(
      lecture.video.playbackUrl,
    );
    expect(masterRes.headers['content-type']).toMatch(/application\/vnd\.apple\.mpegurl/);
    expect(masterRes.headers['cache-control']).toBe('private, no-store');
    expect(variant.headers['cache-control']).toBe('private, no-store');
    expect(variantUrl).toMatch(/240p\/index\.m3u8\?u=.*&sig=/);
    expect(keyUrl.startsWith(`${ORIGIN}/api/videos/${locked.id}/key?`)).toBe(true);
    expect(segments.length).toBeGreaterThan(0);
    segments.forEach((s) => expect(s).toMatch(/^seg\d{3}\.ts\?u=.*&sig=/));

    const key = await get(keyUrl);
    expect(key.status).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store, private');
    expect(Buffer.compare(key.body, locked.key)).toBe(0);
    expect(key.body).toHaveLength(16);

    // The first segment decrypts with the key and the playlist's IV into MPEG-TS (sync byte 0x47).
    const segment = await get(new URL(segments[0], variantUrl).toString());
    expect(segment.status).toBe(200);
    const iv = Buffer.from(/IV=0x([0-9a-f]{32})/i.exec(text)![1], 'hex');
    const decipher = createDecipheriv('aes-128-cbc', key.body, iv);
    const plain = Buffer.concat([decipher.update(segment.body), decipher.final()]);
    expect(plain[0]).toBe(0x47);
    expect(plain[188]).toBe(0x47);

    const poster = await get(lecture.video.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // REST keeps its contract: the product's own watch page.
    const rest = await app.rest('get', `/api/course/${courseId}`, undefined, learner.token);
    const restLectures = rest.body.courseData.courseContent.flatMap(
      (c: { chapterContent: unknown[] }) => c.chapterContent,
    );
    expect(restLectures[1].lectureUrl).toBe(`${ORIGIN}/player/${courseId}?lecture=${lectures[1]}`);
    expect(restLectures[2].lectureUrl).toBe('https://youtu.be/lecture10xx');
    expect(Object.keys(restLectures[1]).sort()).toEqual(
      [
        'isPreviewFree',
        'lectureDuration',
        'lectureId',
        'lectureOrder',
        'lectureTitle',
        'lectureUrl',
      ].sort(),
    );
  });

  it("gives the key to the course's owner and to an admin", async () => {
    for (const session of [owner, admin]) {
      const { keyUrl } = await play((await playbackUrl(session.token))!);
      expect((await get(keyUrl)).status).toBe(200);
    }
  });

  it('gives anyone a free preview, signed in or not', async () => {
    const stranger = await signUp(app, newUser());
    for (const token of [undefined, stranger.token]) {
      const url = await playbackUrl(token, lectures[0]);
      const { keyUrl } = await play(url!);
      const key = await get(keyUrl);
      expect(key.status).toBe(200);
      expect(Buffer.compare(key.body, preview.key)).toBe(0);
    }
  });

  it('keeps a locked hosted lecture locked: no playbackUrl, no captions, no REST link, no key', async () => {
    const stranger = await signUp(app, newUser());
    for (const token of [undefined, stranger.token]) {
      const lecture = await lectureAs(token, lectures[1]);
      expect(lecture).toMatchObject({ hosted: true, lectureUrl: null });
      expect(lecture.video).toMatchObject({ status: 'READY', playbackUrl: null, captions: [] });
      expect(lecture.pendingVideo).toBeNull();
      const rest = await app.rest('get', `/api/course/${courseId}`, undefined, token);
      const restLectures = rest.body.courseData.courseContent.flatMap(
        (c: { chapterContent: unknown[] }) => c.chapterContent,
      );
      expect(restLectures[1].lectureUrl).toBe('');
      expect(restLectures[0].lectureUrl).toBe(
        `${ORIGIN}/player/${courseId}?lecture=${lectures[0]}`,
      );
    }
    // A URL signed properly for the stranger (as if leaked) still meets the access check.
    const signer = new PlaybackSigner(TEST_JWT_SECRET);
    const sid = JSON.parse(Buffer.from(stranger.token.split('.')[1], 'base64url').toString()).sid;
    const viewer = {
      userId: stranger.user.id,
      binding: `s.${sid}`,
      expires: Date.now() / 1000 + 60,
    };
    viewer.expires = Math.floor(viewer.expires);
    for (const path of ['key', 'master.m3u8']) {
      const res = await app
        .http()
        .get(`/api/videos/${locked.id}/${path}?${signer.query(locked.id, path, viewer)}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: 'You do not have access to this lecture.',
      });
    }
  });

  it("refuses a learner another course's video, with its own signature or a borrowed one", async () => {
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, courseId);
    const { keyUrl } = await play((await playbackUrl(learner.token))!);
    // The same signature on another video's path: it names this video only.
    const swapped = await get(keyUrl.replace(locked.id, elsewhere.id));
    expect(swapped.status).toBe(403);
    // A signature made for the learner on the other video: the access check refuses it.
    const query = new URL(keyUrl).searchParams;
    const signer = new PlaybackSigner(TEST_JWT_SECRET);
    const signed = signer.query(elsewhere.id, 'key', {
      userId: query.get('u')!,
      binding: query.get('b')!,
      expires: Number(query.get('e')),
    });
    const res = await app.http().get(`/api/videos/${elsewhere.id}/key?${signed}`);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it('refuses the next key request within a second of a refund', async () => {
    const learner = await signUp(app, newUser());
    await buyCourse(app, learner, courseId);
    const { keyUrl } = await play((await playbackUrl(learner.token))!);
    expect((await get(keyUrl)).status).toBe(200);
    const refunded = await app.gql(REFUND, { courseId }, learner.token);
    expect(refunded.errors).toBeUndefined();
    const at = Date.now();
    const after = await get(keyUrl);
    expect(after.status).toBe(403);
    expect(Date.now() - at).toBeLessThan(1000);
    expect(await playbackUrl(learner.token)).toBeNull();
  });

  it('refuses the key once the session it was signed for is signed out', async () => {
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, courseId);
    const { keyUrl, masterRes } = await play((await playbackUrl(learner.token))!);
    expect(masterRes.status).toBe(200);
    expect((await get(keyUrl)).status).toBe(200);
    expect((await app.gql('mutation { signOut }', {}, learner.token)).data).toEqual({
      signOut: true,
    });
    expect((await get(keyUrl)).status).toBe(403);
  });

  it('refuses expired, tampered and misdirected signatures with a short JSON error', async () => {
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, courseId);
    const master = (await playbackUrl(learner.token))!;
    const { keyUrl } = await play(master);
    const expired = { success: false, message: expect.stringMatching(/expired or is not valid/) };
    const tamper = (url: string) => {
      const u = new URL(url);
      const sig = u.searchParams.get('sig')!;
      u.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
      return u.toString();
    };
    for (const url of [tamper(master), tamper(keyUrl)]) {
      const res = await get(url);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body.toString())).toEqual(expired);
    }
    // Another viewer's id in the query, the master's signature on the key's path.
    const otherUser = new URL(keyUrl);
    otherUser.searchParams.set('u', owner.user.id);
    expect((await get(otherUser.toString())).status).toBe(403);
    expect((await get(master.replace('master.m3u8', 'key'))).status).toBe(403);

    // Signed properly but expired a second ago.
    const query = new URL(keyUrl).searchParams;
    const signer = new PlaybackSigner(TEST_JWT_SECRET);
    const past = {
      userId: query.get('u')!,
      binding: query.get('b')!,
      expires: Math.floor(Date.now() / 1000) - 1,
    };
    for (const path of ['master.m3u8', 'key', '240p/index.m3u8']) {
      const res = await app
        .http()
        .get(`/api/videos/${locked.id}/${path}?${signer.query(locked.id, path, past)}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(expired);
    }
    // No signature at all, and a video that does not exist.
    expect((await app.http().get(`/api/videos/${locked.id}/key`)).status).toBe(403);
    expect((await app.http().get(`/api/videos/not-a-uuid/master.m3u8`)).status).toBe(403);
  });

  it('lets an API token acting as its owner watch, until it is revoked', async () => {
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, courseId);
    const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) {
      token apiToken { id } } }`;
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await app.gql(
      CREATE,
      { input: { name: 'player', scopes: ['CATALOG_READ', 'LEARNING_READ'], expiresAt } },
      learner.token,
    );
    expect(created.errors).toBeUndefined();
    const { token, apiToken } = created.data!.createApiToken;
    const url = await playbackUrl(token);
    expect(new URL(url!).searchParams.get('b')).toBe(`t.${apiToken.id}`);
    const { keyUrl } = await play(url!);
    expect((await get(keyUrl)).status).toBe(200);
    const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) { id } }`;
    expect((await app.gql(REVOKE, { id: apiToken.id }, learner.token)).errors).toBeUndefined();
    expect((await get(keyUrl)).status).toBe(403);
    // A catalog:read token reads the catalog as anyone does: no playback of a locked lecture.
    const reader = await app.gql(
      CREATE,
      { input: { name: 'catalog', scopes: ['CATALOG_READ'], expiresAt } },
      learner.token,
    );
    expect(await playbackUrl(reader.data!.createApiToken.token)).toBeNull();
  });

  it('shows the owner an upload on its way, and nobody else; the uploader reads its status', async () => {
    const upload = await db().getRepository(HostedVideo).save({
      uploaderId: owner.user.id,
      lectureId: lectures[1],
      status: HostedVideoStatus.PROCESSING,
      progress: 40,
      durationSeconds: 2,
    });
    const mine = await lectureAs(owner.token, lectures[1]);
    expect(mine.video.id).toBe(locked.id);
    expect(mine.pendingVideo).toEqual({ id: upload.id, status: 'PROCESSING' });
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, courseId);
    expect((await lectureAs(learner.token, lectures[1])).pendingVideo).toBeNull();

    const STATUS = `query($id: ID!) { hostedVideo(id: $id) { status progress playbackUrl } }`;
    const read = await app.gql(STATUS, { id: upload.id }, owner.token);
    expect(read.data!.hostedVideo).toEqual({
      status: 'PROCESSING',
      progress: 40,
      playbackUrl: null,
    });
    const other = await educator(app);
    const refused = await app.gql(STATUS, { id: upload.id }, other.token);
    expect(refused.errors![0].extensions!.code).toBe('NOT_FOUND');
    await db().getRepository(HostedVideo).delete({ id: upload.id });
  });
});

/** A lecture is a YouTube link or an uploaded video; a course publishes once every video is ready. */
describe('course authoring with hosted video', () => {
  // No transcode worker: these videos are made ready by hand (ready-video.ts).
  const settings = videoSettings({ transcodeInProcess: false });
  let app: TestApp;
  let owner: Session;
  let courseId: string;

  const UPDATE = `mutation($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) {
    courseContent { chapterContent { lectureId lectureUrl lectureDuration hosted video { id status } } } } }`;
  const PUBLISH = `mutation($id: ID!) { publishCourse(id: $id) { isPublished } }`;
  const ATTACH = `mutation($lectureId: ID!, $videoId: ID!) { attachLectureVideo(lectureId: $lectureId, videoId: $videoId) {
    lectureId lectureDuration hosted video { id status playbackUrl } } }`;
  const db = () => app.app.get(DataSource);
  const upload = (uploaderId: string, status = HostedVideoStatus.PROCESSING) =>
    db()
      .getRepository(HostedVideo)
      .save({ uploaderId, lectureId: null, status, durationSeconds: 2 });
  const lectureInput = (
    videoId: string | null,
    lectureUrl: string | null = null,
    lectureId?: string,
  ) => ({
    lectureId,
    lectureTitle: 'Hosted one',
    lectureDuration: 3,
    isPreviewFree: false,
    ...(videoId ? { videoId } : {}),
    ...(lectureUrl ? { lectureUrl } : {}),
  });
  const save = (lectures: ReturnType<typeof lectureInput>[], token = owner.token) =>
    app.gql(
      UPDATE,
      {
        id: courseId,
        input: { courseContent: [{ chapterTitle: 'One', chapterContent: lectures }] },
      },
      token,
    );

  beforeAll(async () => {
    app = await TestApp.start({ ...settings, publicUrl: ORIGIN });
    owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { published: false })).id;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('saves a lecture whose video is processing, and publishes only once it is ready', async () => {
    const video = await upload(owner.user.id);
    const saved = await save([lectureInput(video.id)]);
    expect(saved.errors).toBeUndefined();
    const [lecture] = saved.data!.updateCourse.courseContent[0].chapterContent;
    expect(lecture).toMatchObject({
      lectureUrl: null,
      hosted: true,
      video: { id: video.id, status: 'PROCESSING' },
    });
    expect(
      (await db().getRepository(HostedVideo).findOneByOrFail({ id: video.id })).lectureId,
    ).toBe(lecture.lectureId);

    const refused = await app.gql(PUBLISH, { id: courseId }, owner.token);
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Lecture 1.1 has no ready video yet: publish the course once its video is ready, or save it as a draft',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // The worker's last step: ready, and the lecture plays it.
    await db()
      .getRepository(HostedVideo)
      .update(video.id, { status: HostedVideoStatus.READY, renditions: [TEST_RENDITION] });
    await app.app.get(VideoIngest).promoteIfReady(video.id);
    expect((await app.gql(PUBLISH, { id: courseId }, owner.token)).data).toEqual({
      publishCourse: { isPublished: true },
    });
    const playing = await db().getRepository(Lecture).findOneByOrFail({ id: lecture.lectureId });
    expect(playing).toMatchObject({ videoId: video.id, lectureDuration: 1 });

    // A YouTube link makes it a YouTube lecture again.
    const back = await save([
      lectureInput(null, 'https://youtu.be/dQw4w9WgXcQ', lecture.lectureId),
    ]);
    expect(back.data!.updateCourse.courseContent[0].chapterContent[0]).toMatchObject({
      lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
      hosted: false,
      video: null,
    });
  });

  it("refuses someone else's upload, one attached elsewhere, a failed one, and a link beside a video", async () => {
    const other = await educator(app);
    const theirs = await upload(other.user.id);
    const failed = await db().getRepository(HostedVideo).save({
      uploaderId: owner.user.id,
      lectureId: null,
      status: HostedVideoStatus.FAILED,
      failureReason: 'This file is not a video',
    });
    const mine = await upload(owner.user.id);
    const cases: [ReturnType<typeof lectureInput>[], string][] = [
      [[lectureInput(theirs.id)], 'Lecture 1.1 video is not one of your uploads'],
      [
        [lectureInput(mine.id), lectureInput(mine.id)],
        "Lecture 1.2 video is already another lecture's",
      ],
      [
        [lectureInput(failed.id)],
        'Lecture 1.1 video could not be used (This file is not a video): upload it again',
      ],
      [
        [lectureInput(mine.id, 'https://youtu.be/dQw4w9WgXcQ')],
        'Lecture 1.1 is a YouTube link or an uploaded video, not both: send one of lectureUrl and videoId',
      ],
    ];
    for (const [lectures, message] of cases) {
      const res = await save(lectures);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(
      (await db().getRepository(HostedVideo).findOneByOrFail({ id: mine.id })).lectureId,
    ).toBeNull();
  });

  it('attaches a ready upload to a YouTube lecture, which plays it at once', async () => {
    const saved = await save([lectureInput(null, 'https://youtu.be/dQw4w9WgXcQ')]);
    const { lectureId } = saved.data!.updateCourse.courseContent[0].chapterContent[0];
    const ready = await upload(owner.user.id, HostedVideoStatus.READY);
    const res = await app.gql(ATTACH, { lectureId, videoId: ready.id }, owner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.attachLectureVideo).toMatchObject({
      lectureId,
      lectureDuration: 1,
      hosted: true,
      video: { id: ready.id, status: 'READY' },
    });
    expect(res.data!.attachLectureVideo.video.playbackUrl).toMatch(/master\.m3u8\?u=/);
    const stranger = await educator(app);
    const refused = await app.gql(ATTACH, { lectureId, videoId: ready.id }, stranger.token);
    expect(refused.errors?.[0].extensions!.code).toBe('NOT_FOUND');
  });
});
