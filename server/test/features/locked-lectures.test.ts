import { DataSource } from 'typeorm';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

// The default fixture: lectures 1.1 and 2.2 are free previews, 1.2 and 2.1 are locked.
const FREE_URLS = ['https://youtu.be/lecture00xx', 'https://youtu.be/lecture11xx'];
const LOCKED_URLS = ['https://youtu.be/lecture01xx', 'https://youtu.be/lecture10xx'];

const CONTENT = `courseContent { chapterContent { lectureUrl } } totalDuration lectureCount`;

type Path = [
  name: string,
  read: (app: TestApp, courseId: string, token?: string) => Promise<unknown>,
];

/** Every way a course reaches a client; a new one belongs here. */
const PATHS: Path[] = [
  [
    'GraphQL course',
    (app, id, token) =>
      app.gql(`query($id: ID!) { course(id: $id) { ${CONTENT} } }`, { id }, token),
  ],
  [
    'GraphQL courses',
    (app, _id, token) => app.gql(`{ courses(first: 100) { nodes { ${CONTENT} } } }`, {}, token),
  ],
  [
    'GraphQL myEnrollments',
    (app, _id, token) => app.gql(`{ myEnrollments { course { ${CONTENT} } } }`, {}, token),
  ],
  ['REST course/all', (app, _id, token) => app.rest('get', '/api/course/all', undefined, token)],
  ['REST course/:id', (app, id, token) => app.rest('get', `/api/course/${id}`, undefined, token)],
  [
    'REST user/enrolled-courses',
    (app, _id, token) => app.rest('get', '/api/user/enrolled-courses', undefined, token),
  ],
  [
    'REST educator/courses',
    (app, _id, token) => app.rest('get', '/api/educator/courses', undefined, token),
  ],
];

const body = (res: unknown) => JSON.stringify((res as { body?: unknown }).body ?? res);

describe('locked lecture links', () => {
  let app: TestApp;
  let courseId: string;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    app = await TestApp.start();
    const owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id)).id;
    const enrolled = await signUp(app, newUser());
    await enroll(app, enrolled.user.id, courseId);
    const admin = await signUp(app, newUser());
    await app.app.get(DataSource).getRepository(User).update(admin.user.id, { role: Role.ADMIN });
    const otherEducator = await educator(app);
    // A stranger enrolled elsewhere: their own enrollments must not open this course.
    const stranger = await signUp(app, newUser());
    await enroll(
      app,
      stranger.user.id,
      (
        await createCourse(app, otherEducator.user.id, {
          chapters: [[{ free: false, minutes: 5, url: 'https://youtu.be/elsewhere1' }]],
        })
      ).id,
    );
    Object.assign(tokens, {
      anonymous: undefined,
      stranger: stranger.token,
      'another educator': otherEducator.token,
      owner: owner.token,
      enrolled: enrolled.token,
      admin: admin.token,
    });
  });
  afterAll(() => app.close());

  describe.each(['anonymous', 'stranger', 'another educator'])('for %s', (viewer) => {
    it.each(PATHS)('%s hands out no locked lecture URL', async (_name, read) => {
      const text = body(await read(app, courseId, tokens[viewer]));
      for (const url of LOCKED_URLS) expect(text).not.toContain(url);
    });
  });

  it.each(['owner', 'enrolled', 'admin'])(
    'gives the %s every URL over both APIs',
    async (viewer) => {
      for (const name of ['GraphQL course', 'REST course/:id']) {
        const [, read] = PATHS.find(([path]) => path === name)!;
        const text = body(await read(app, courseId, tokens[viewer]));
        for (const url of [...FREE_URLS, ...LOCKED_URLS]) expect(text).toContain(url);
      }
    },
  );

  it('still shows free-preview URLs, durations and counts to anonymous visitors', async () => {
    const res = await app.gql(`query($id: ID!) { course(id: $id) { ${CONTENT} } }`, {
      id: courseId,
    });
    expect(res.data!.course).toMatchObject({ totalDuration: 65, lectureCount: 4 });
    const urls = (
      res.data!.course.courseContent as { chapterContent: { lectureUrl: string | null }[] }[]
    ).flatMap((c) => c.chapterContent.map((l) => l.lectureUrl));
    expect(urls).toEqual([FREE_URLS[0], null, null, FREE_URLS[1]]);
  });
});
