import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Response } from 'supertest';
import { signUp } from '../support/auth-operations';
import { educator, enroll } from '../support/catalog-fixtures';
import { gqlCreate, restCreate, validCourse } from '../support/educator-operations';
import { readyVideo } from '../support/ready-video';
import { newUser, TestApp } from '../support/test-app';

/** Image URL keys: thumbnails and avatars; lecture links are YouTube's and stay as stored. */
const IMAGE_KEY = /(Thumbnail|imageUrl|Url)$|^url$/; // `url`: ImageSource, a thumbnail rendition
/** Not images: lecture videos, certificate PDFs and credentials (certificates and credentials tests check those URLs). */
const NOT_IMAGES = new Set(['lectureUrl', 'pdfUrl', 'credentialUrl', 'credentialJwtUrl']);
const isImageKey = (key: string) => IMAGE_KEY.test(key) && !NOT_IMAGES.has(key);
/** Fields named like images that are not: a webhook endpoint's destination (webhooks tests). */
// URLs named like images that are not: a webhook's address, a video's signed HLS playlist and its
// signed WebVTT captions (docs/video.md).
const NOT_IMAGE_FIELDS = new Set([
  'WebhookEndpoint.url',
  'HostedVideo.playbackUrl',
  'CaptionTrack.url',
  // A mentor's or a live session host's own meeting link (https), not an image.
  'SessionType.meetingUrl',
  'Booking.meetingUrl',
  'SessionRoom.meetingUrl',
  'LiveSession.meetingUrl',
  'LiveRoom.meetingUrl',
  // The site path a notification opens ("/player/…?question=…"), not an image.
  'Notification.url',
]);
const EXTERNAL_AVATAR = 'https://images.example.com/educator.png';

interface FoundUrl {
  /** `Type.field` for GraphQL (from `__typename`), else the key. */
  field: string;
  url: unknown;
}

function imageUrls(value: unknown): FoundUrl[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const type = typeof object.__typename === 'string' ? `${object.__typename}.` : '';
  return Object.entries(object).flatMap(([key, inner]) =>
    isImageKey(key) ? [{ field: type + key, url: inner }] : imageUrls(inner),
  );
}

const PERSON = '__typename id imageUrl';
const SOURCES = 'thumbnailSources { __typename url }';
const COURSE = `__typename id courseThumbnail ${SOURCES} educator { ${PERSON} } courseContent { chapterContent { lectureUrl video { __typename posterUrl } } }`;
const STUDENT_ROW = `__typename courseTitle student { ${PERSON} }`;
const QUERIES = {
  courses: `{ courses(first: 100) { nodes { ${COURSE} } } }`,
  course: `query($id: ID!) { course(id: $id) { ${COURSE} } }`,
  me: `{ me { ${PERSON} } }`,
  myEnrollments: `{ myEnrollments { course { ${COURSE} } } }`,
  educatorCourses: `{ educatorCourses { __typename id courseThumbnail ${SOURCES} } }`,
  educatorDashboard: `{ educatorDashboard { enrolledStudentsData { ${STUDENT_ROW} } } }`,
  enrolledStudents: `{ enrolledStudents { ${STUDENT_ROW} } }`,
  login: `mutation($input: LoginInput!) { login(input: $input) { user { ${PERSON} } } }`,
  register: `mutation($input: RegisterInput!) { register(input: $input) { user { ${PERSON} } } }`,
  updateProfile: `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PERSON} } }`,
  becomeEducator: `mutation { becomeEducator { ${PERSON} } }`,
  updateCourse: `mutation($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE} } }`,
  instructor: `query($id: ID!) { instructor(id: $id) { ${PERSON} courses { ${COURSE} } } }`,
  searchSuggestions: `query($text: String!) { searchSuggestions(text: $text) { courses { ${COURSE} } instructors { ${PERSON} } } }`,
  mentors: `{ mentors { ${PERSON} } }`,
  mentorBookings: `{ myBookings(as: MENTOR) { mentor { ${PERSON} } learner { ${PERSON} } } }`,
};

const MENTORING = {
  profile: `mutation($input: MentorProfileInput!) { saveMentorProfile(input: $input) { id } }`,
  hours: `mutation($input: AvailabilityInput!) { setAvailability(input: $input) { timeZone } }`,
  type: `mutation($input: SessionTypeInput!) { createSessionType(input: $input) { id } }`,
  slots: `query($id: ID!, $from: DateTime!, $to: DateTime!) { availableSlots(sessionTypeId: $id, from: $from, to: $to) { startsAt } }`,
  book: `mutation($input: BookSessionInput!) { bookSession(input: $input) { id } }`,
};

/**
 * Every REST and GraphQL answer carrying courses or users, over a catalog whose course has an
 * uploaded thumbnail and whose people have a generated (data:), an external https and a
 * server-stored (/uploads/...) avatar.
 */
async function everyAnswer(app: TestApp): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  const keep = (name: string, res: Response) => {
    if (res.status >= 300 || res.body.errors || res.body.success === false)
      throw new Error(`${name}: ${res.status} ${res.text}`);
    answers.set(name, res.body);
    return res.body;
  };
  const teacher = await educator(app);
  keep(
    'PUT /api/auth/profile',
    await app.rest('put', '/api/auth/profile', { imageUrl: EXTERNAL_AVATAR }, teacher.token),
  );
  const added = keep(
    'POST /api/educator/add-course',
    await restCreate(app, teacher.token, validCourse()),
  );
  const courseId: string = added.course._id;
  // Its first lecture plays a hosted video, whose poster is an image too.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-poster-'));
  await readyVideo(app, work, {
    uploaderId: teacher.user.id,
    lectureId: added.course.courseContent[0].chapterContent[0].lectureId as string,
  }).finally(() => fs.rmSync(work, { recursive: true, force: true }));
  const thumbnailPath = (added.course.courseThumbnail as string).replace(/^.*(?=\/uploads\/)/, '');

  const generated = newUser({ name: 'Gen Avatar' });
  const stored = newUser({ name: 'Stored Avatar' });
  const learner = keep(
    'POST /api/auth/register',
    await app.rest('post', '/api/auth/register', generated),
  );
  const other = (await app.rest('post', '/api/auth/register', stored)).body;
  keep(
    'PUT /api/auth/profile (an uploaded image)',
    await app.rest('put', '/api/auth/profile', { imageUrl: thumbnailPath }, other.token),
  );
  for (const { user } of [learner, other]) await enroll(app, user._id, courseId);
  const login = keep('POST /api/auth/login', await app.rest('post', '/api/auth/login', stored));
  const rest = async (name: string, path: string, token?: string) =>
    keep(name, await app.rest('get', path, undefined, token));
  await rest('GET /api/auth/profile', '/api/auth/profile', login.token);
  await rest('GET /api/user/data', '/api/user/data', login.token);
  await rest('GET /api/user/enrolled-courses', '/api/user/enrolled-courses', learner.token);
  await rest('GET /api/course/all', '/api/course/all');
  await rest('GET /api/course/:id', `/api/course/${courseId}`, learner.token);
  await rest('GET /api/educator/courses', '/api/educator/courses', teacher.token);
  await rest('GET /api/educator/dashboard', '/api/educator/dashboard', teacher.token);
  await rest(
    'GET /api/educator/enrolled-students',
    '/api/educator/enrolled-students',
    teacher.token,
  );
  keep(
    'PUT /api/course/:id',
    await app.rest('put', `/api/course/${courseId}`, { courseTitle: 'Renamed' }, teacher.token),
  );

  const gql = async (name: keyof typeof QUERIES, token?: string, variables = {}) =>
    keep(
      `graphql ${name}`,
      await app
        .http()
        .post('/graphql')
        .set(bearer(token))
        .send({ query: QUERIES[name], variables }),
    );
  await gql('courses');
  await gql('course', learner.token, { id: courseId });
  await gql('me', login.token);
  await gql('myEnrollments', learner.token);
  await gql('educatorCourses', teacher.token);
  await gql('educatorDashboard', teacher.token);
  await gql('enrolledStudents', teacher.token);
  await gql('login', undefined, { input: { email: stored.email, password: stored.password } });
  await gql('register', undefined, { input: newUser() });
  await gql('updateProfile', login.token, { input: { imageUrl: thumbnailPath } });
  await gql('becomeEducator', learner.token);
  await gql('updateCourse', teacher.token, { id: courseId, input: { courseTitle: 'Again' } });
  await gql('instructor', undefined, { id: teacher.user.id });
  await gql('searchSuggestions', undefined, { text: 'Again' });
  keep('graphql createCourse', await gqlCreate(app, teacher.token, validCourse()));

  // The teacher mentors too, and the learner with the stored avatar books a session.
  const run = async (query: string, token: string, variables: object) => {
    const res = await app.http().post('/graphql').set(bearer(token)).send({ query, variables });
    if (res.body.errors) throw new Error(`${query}: ${res.text}`);
    return res.body;
  };
  await run(MENTORING.profile, teacher.token, { input: { headline: 'Mentor', timeZone: 'UTC' } });
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '24:00',
  }));
  await run(MENTORING.hours, teacher.token, { input: { timeZone: 'UTC', weekly, overrides: [] } });
  const type = await run(MENTORING.type, teacher.token, {
    input: {
      title: 'Review',
      durationMinutes: 30,
      pricePaise: 0,
      minNoticeMinutes: 0,
      cancellationPolicy: 'Any time.',
    },
  });
  const from = new Date();
  const slots = await run(MENTORING.slots, other.token, {
    id: type.data.createSessionType.id,
    from: from.toISOString(),
    to: new Date(from.getTime() + 2 * 86_400_000).toISOString(),
  });
  await run(MENTORING.book, other.token, {
    input: {
      sessionTypeId: type.data.createSessionType.id,
      startsAt: slots.data.availableSlots[0].startsAt,
      timeZone: 'Asia/Kolkata',
    },
  });
  await gql('mentors');
  await gql('mentorBookings', teacher.token);
  return answers;
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Object-type fields of the schema that hold an image URL, e.g. `Course.courseThumbnail`. */
async function schemaImageFields(app: TestApp) {
  const res = await app.gql<{
    __schema: { types: { name: string; fields: { name: string }[] | null }[] };
  }>('{ __schema { types { name fields { name } } } }');
  return res
    .data!.__schema.types.filter((t) => !t.name.startsWith('__'))
    .flatMap((t) =>
      (t.fields ?? []).filter((f) => isImageKey(f.name)).map((f) => `${t.name}.${f.name}`),
    )
    .filter((field) => !NOT_IMAGE_FIELDS.has(field))
    .sort();
}

/** The app serves `url` (under `base`) as an image any origin may embed. */
async function expectLoads(app: TestApp, url: string, base: string) {
  const res = await app.http().get(url.slice(base.length));
  expect({ url, status: res.status, type: res.headers['content-type'] }).toEqual({
    url,
    status: 200,
    type: expect.stringMatching(/^image\//),
  });
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
}

/** Every image URL is absolute: data:, the external avatar as stored, or under `base`, and loads. */
async function expectAbsoluteAndLoading(app: TestApp, answers: Map<string, unknown>, base: string) {
  for (const [name, body] of answers) {
    const found = imageUrls(body);
    expect({ name, count: found.length > 0 }).toEqual({ name, count: true });
    for (const { field, url } of found) {
      const ok =
        typeof url === 'string' &&
        (url.startsWith('data:image/') ||
          url === EXTERNAL_AVATAR ||
          url.startsWith(`${base}/uploads/`) ||
          url.startsWith(`${base}/api/videos/`));
      expect({ name, field, url, ok }).toEqual({ name, field, url, ok: true });
      if (typeof url === 'string' && url.startsWith(base)) await expectLoads(app, url, base);
    }
  }
  const covered = new Set(
    [...answers.values()].flatMap((body) => imageUrls(body).map((f) => f.field)),
  );
  // A new image field in the schema fails here until a query above reads it.
  const inSchema = await schemaImageFields(app);
  expect(inSchema).toEqual(
    expect.arrayContaining(['Course.courseThumbnail', 'ImageSource.url', 'User.imageUrl']),
  );
  expect(inSchema.filter((f) => !covered.has(f))).toEqual([]);
}

describe('absolute image URLs', () => {
  describe('without PUBLIC_URL: on the origin each request came to', () => {
    let app: TestApp;
    let base: string;
    let answers: Map<string, unknown>;

    beforeAll(async () => {
      app = await TestApp.start();
      // Listening first makes every supertest request go to this one address (Host: 127.0.0.1:port).
      await app.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
      answers = await everyAnswer(app);
    });
    afterAll(() => app.close());

    it('makes every thumbnail and avatar of every REST and GraphQL answer absolute, and they load', async () => {
      await expectAbsoluteAndLoading(app, answers, base);
      const all = answers.get('GET /api/course/all') as {
        courses: { courseThumbnail: string; educator: { imageUrl: string } }[];
      };
      expect(all.courses[0].courseThumbnail).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/uploads\/thumbnails\//,
      );
      expect(all.courses[0].educator.imageUrl).toBe(EXTERNAL_AVATAR);
    });

    it('follows the Host the client used, but never echoes a malformed one or an untrusted proxy header', async () => {
      const thumbnail = async (headers: Record<string, string>) =>
        (await app.http().get('/api/course/all').set(headers)).body.courses[0]
          .courseThumbnail as string;
      expect(await thumbnail({ host: 'Courses.Test:8080' })).toMatch(
        /^http:\/\/courses\.test:8080\/uploads\//,
      );
      expect(await thumbnail({ host: 'evil.example/<img src=x>' })).toMatch(
        new RegExp(`^${base}/uploads/`),
      );
      expect(await thumbnail({ host: 'a b' })).toMatch(new RegExp(`^${base}/uploads/`));
      expect(
        await thumbnail({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
      ).toMatch(new RegExp(`^${base}/uploads/`));
    });
  });

  describe('with PUBLIC_URL', () => {
    const publicUrl = 'https://courses.example.com/learn';
    let app: TestApp;
    let answers: Map<string, unknown>;

    beforeAll(async () => {
      app = await TestApp.start({ publicUrl });
      answers = await everyAnswer(app);
    });
    afterAll(() => app.close());

    it('builds every image URL on it, and each one is served', async () => {
      await expectAbsoluteAndLoading(app, answers, publicUrl);
    });

    it('ignores a forged Host or forwarded header', async () => {
      const res = await app
        .http()
        .get('/api/course/all')
        .set({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      const gql = await app
        .http()
        .post('/graphql')
        .set({ host: 'evil.example' })
        .send({ query: QUERIES.courses });
      expect(res.body.courses[0].courseThumbnail).toMatch(
        /^https:\/\/courses\.example\.com\/learn\/uploads\//,
      );
      expect(gql.body.data.courses.nodes[0].courseThumbnail).toMatch(
        /^https:\/\/courses\.example\.com\/learn\/uploads\//,
      );
    });
  });

  it('believes X-Forwarded-Proto and X-Forwarded-Host from a trusted proxy', async () => {
    const app = await TestApp.start({ trustProxy: ['loopback'] });
    try {
      const me = await signUp(app, newUser());
      await app.rest('put', '/api/auth/profile', { imageUrl: '/uploads/avatar.png' }, me.token);
      const res = await app
        .http()
        .get('/api/auth/profile')
        .set({
          ...bearer(me.token),
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'courses.example.com',
        });
      expect(res.body.user.imageUrl).toBe('https://courses.example.com/uploads/avatar.png');
    } finally {
      await app.close();
    }
  });
});
