import * as fs from 'node:fs';
import { DataSource } from 'typeorm';
import { LectureCaption } from '../../src/video/lecture-caption.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { readyVideo } from '../support/ready-video';
import { newUser, TestApp } from '../support/test-app';
import { videoSettings } from '../support/video-uploads';

type Session = Awaited<ReturnType<typeof signUp>>;

const ORIGIN = 'https://brandcraft.test';
const UPLOAD = `mutation($lectureId: ID!, $language: String!, $file: Upload!) {
  uploadLectureCaptions(lectureId: $lectureId, language: $language, file: $file) {
    lectureId video { captions { language label url } } } }`;
const DELETE = `mutation($lectureId: ID!, $language: String!) {
  deleteLectureCaptions(lectureId: $lectureId, language: $language) { video { captions { language } } } }`;

const GOOD_VTT = `WEBVTT

00:00.000 --> 00:00.900
Today: the <i>quadratic formula</i>.

00:01.000 --> 00:02.000
Roots &amp; coefficients
`;
const GOOD_SRT = `1
00:00:00,500 --> 00:00:01,500
आज हम द्विघात सूत्र सीखेंगे

2
00:00:01,600 --> 00:00:02,000
मूल और गुणांक
`;

/** Captions: uploaded by the owner (.vtt checked, .srt converted), served signed, found by search. */
describe('lecture captions', () => {
  // No transcode worker: these videos are made ready by hand (ready-video.ts).
  const settings = videoSettings({ transcodeInProcess: false });
  let app: TestApp;
  let owner: Session;
  let courseId: string;
  let lectureId: string;
  let otherLectureId: string;

  const db = () => app.app.get(DataSource);
  const stored = () =>
    db()
      .getRepository(LectureCaption)
      .find({ where: { lectureId }, order: { language: 'ASC' } });
  const lecturesOf = async (id: string) =>
    (
      await db().query<{ id: string }[]>(
        `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id
          WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
        [id],
      )
    ).map((r) => r.id);

  async function upload(
    token: string,
    text: string,
    filename: string,
    language = 'en',
    lecture = lectureId,
  ) {
    const res = await app
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .set('authorization', `Bearer ${token}`)
      .field(
        'operations',
        JSON.stringify({ query: UPLOAD, variables: { lectureId: lecture, language, file: null } }),
      )
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', Buffer.from(text), { filename, contentType: 'text/plain' });
    return res.body as { data?: any; errors?: any[] };
  }
  const vttAt = async (url: string) => {
    const { pathname, search } = new URL(url);
    return app.http().get(pathname + search);
  };

  beforeAll(async () => {
    app = await TestApp.start({ ...settings, publicUrl: ORIGIN });
    fs.mkdirSync(`${settings.dataDir}/made`, { recursive: true });
    owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { title: 'Algebra basics' })).id;
    lectureId = (await lecturesOf(courseId))[1];
    await readyVideo(app, `${settings.dataDir}/made`, { uploaderId: owner.user.id, lectureId });
    const other = await educator(app);
    otherLectureId = (await lecturesOf((await createCourse(app, other.user.id)).id))[1];
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('keeps a valid WebVTT file and serves it, signed, to whoever may watch', async () => {
    const res = await upload(owner.token, GOOD_VTT, 'lesson.vtt');
    expect(res.errors).toBeUndefined();
    const [track] = res.data.uploadLectureCaptions.video.captions;
    expect(track).toMatchObject({ language: 'en', label: 'English' });
    const served = await vttAt(track.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    expect(served.text).toBe(GOOD_VTT);
    expect((await stored())[0].plainText).toBe(
      'Today: the quadratic formula.\nRoots & coefficients',
    );

    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, courseId);
    const COURSE = `query($id: ID!) { course(id: $id) { courseContent { chapterContent {
      lectureId video { captions { language url } } } } } }`;
    const captionsFor = async (token?: string) =>
      (await app.gql(COURSE, { id: courseId }, token))
        .data!.course.courseContent.flatMap((c: any) => c.chapterContent)
        .find((l: any) => l.lectureId === lectureId).video.captions;
    const [learnerTrack] = await captionsFor(learner.token);
    expect((await vttAt(learnerTrack.url)).status).toBe(200);
    // Locked for a stranger and for anyone signed out: no tracks.
    expect(await captionsFor((await signUp(app, newUser())).token)).toEqual([]);
    expect(await captionsFor(undefined)).toEqual([]);
  });

  it('converts SubRip to WebVTT', async () => {
    const res = await upload(owner.token, GOOD_SRT, 'hindi.SRT', 'hi');
    expect(res.errors).toBeUndefined();
    const tracks = res.data.uploadLectureCaptions.video.captions;
    expect(tracks.map((t: any) => [t.language, t.label])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
    ]);
    const served = await vttAt(tracks[1].url);
    expect(served.text).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nआज हम द्विघात सूत्र सीखेंगे\n\n00:00:01.600 --> 00:00:02.000\nमूल और गुणांक\n',
    );
  });

  it('refuses a malformed file with the line at fault, and stores nothing', async () => {
    const before = await stored();
    const cases: [string, string, string][] = [
      [
        'WEBVTT\n\n00:00.000 --> 00:0x.900\nBroken',
        'a.vtt',
        "Line 3: this cue's time is not valid.",
      ],
      [
        '00:00.000 --> 00:00.900\nNo header',
        'a.vtt',
        'Line 1: a WebVTT file starts with the line WEBVTT.',
      ],
      [
        'WEBVTT\n\n00:00.000 --> 00:05.000\nPast the end',
        'a.vtt',
        'Line 3: this cue ends at 00:00:05.000, after the end of the video (00:00:02.000).',
      ],
      ['1\n00:00:01 --> 00:00:02,000\nText', 'a.srt', "Line 2: this cue's time is not valid."],
      ['just words', 'notes.txt', 'Captions must be a WebVTT (.vtt) or SubRip (.srt) file'],
    ];
    for (const [text, filename, message] of cases) {
      const res = await upload(owner.token, text, filename);
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const french = await upload(owner.token, GOOD_VTT, 'a.vtt', 'fr');
    expect(french.errors?.[0].message).toBe('Language must be one of en, hi');
    expect(await stored()).toEqual(before);
  });

  it("refuses captions for a lecture of someone else's course", async () => {
    const res = await upload(owner.token, GOOD_VTT, 'a.vtt', 'en', otherLectureId);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Lecture not found or you do not have access to it',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await db().getRepository(LectureCaption).countBy({ lectureId: otherLectureId })).toBe(0);
    const learner = await signUp(app, newUser());
    const asLearner = await upload(learner.token, GOOD_VTT, 'a.vtt');
    expect(asLearner.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('finds a course by a phrase of its captions, naming the lecture', async () => {
    const SEARCH = `query($q: String!) { courses(search: $q) { nodes { id }
      captionMatches { courseId lectureId lectureTitle } } }`;
    for (const phrase of ['quadratic formula', 'द्विघात सूत्र']) {
      const res = await app.gql(SEARCH, { q: phrase });
      expect(res.errors).toBeUndefined();
      expect(res.data!.courses.nodes).toEqual([{ id: courseId }]);
      expect(res.data!.courses.captionMatches).toEqual([
        { courseId, lectureId, lectureTitle: 'Lecture 1.2' },
      ]);
    }
    const none = await app.gql(SEARCH, { q: 'photosynthesis' });
    expect(none.data!.courses).toEqual({ nodes: [], captionMatches: [] });
  });

  it('removes captions in one language', async () => {
    const res = await app.gql(DELETE, { lectureId, language: 'hi' }, owner.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteLectureCaptions.video.captions).toEqual([{ language: 'en' }]);
    const again = await app.gql(DELETE, { lectureId, language: 'hi' }, owner.token);
    expect(again.errors?.[0].extensions!.code).toBe('NOT_FOUND');
  });
});
