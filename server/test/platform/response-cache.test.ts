import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../../src/common/http-cache/change-feed';
import { ResponseCache } from '../../src/common/http-cache/response-cache';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { statements } from '../support/statements';
import { newUser, TestApp } from '../support/test-app';

const COURSES =
  '{ courses(first: 20) { nodes { id courseTitle averageRating enrolledStudentsCount educator { name } } } }';
const COURSE =
  'query($id: ID!) { course(id: $id) { id courseTitle averageRating enrolledStudentsCount educator { name } } }';
const MY_ENROLLMENTS = '{ myEnrollments { course { id } progress { lecturesCompleted } } }';
const ME = '{ me { id name } }';

/** The database URL the app uses, for a client of its own (another process, or an operator). */
const connectionUrl = (app: TestApp) => (app.app.get(DataSource).options as { url: string }).url;

type Session = { token: string; user: { id: string } };

/** SQL statements the app ran while `run` ran. */
const statementsDuring = async (run: () => Promise<unknown>) => (await statements(run))[0];

async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('response cache', () => {
  let a: TestApp;
  let b: TestApp;
  let teacher: Session;
  let learner: Session;
  let courseId: string;

  /** Every way a client reads the course, each answered by one instance. */
  async function titles(app: TestApp): Promise<string[]> {
    const all = await app.rest('get', '/api/course/all');
    const one = await app.rest('get', `/api/course/${courseId}`);
    const list = await app.gql(COURSES);
    const single = await app.gql(COURSE, { id: courseId });
    return [
      all.body.courses.find((c: { _id: string }) => c._id === courseId)?.courseTitle,
      one.body.courseData.courseTitle,
      list.data!.courses.nodes.find((c: { id: string }) => c.id === courseId)?.courseTitle,
      single.data!.course.courseTitle,
    ];
  }

  async function courseField(app: TestApp, field: string) {
    return (await app.gql(COURSE, { id: courseId })).data!.course[field];
  }

  beforeAll(async () => {
    // supertest listens on a new port per request: a fixed public URL keeps one origin, hence one cache key.
    a = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    b = await TestApp.beside(a, { publicUrl: 'https://brandcraft.test' });
    teacher = await educator(a);
    learner = await signUp(a, newUser());
    courseId = (await createCourse(a, teacher.user.id, { title: 'Cached Course', price: 0 })).id;
    // B applies notifications 50 ms late, as a busy instance would: reads must stay current on both.
    const feed: { received: (payload: string) => void } = b.app.get(ChangeFeed, { strict: false });
    const apply = feed.received.bind(feed);
    feed.received = (payload) => setTimeout(() => apply(payload), 50);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  describe('repeated reads', () => {
    it.each([
      ['REST course list', () => a.rest('get', '/api/course/all')],
      ['REST course', () => a.rest('get', `/api/course/${courseId}`)],
      ['GraphQL courses', () => a.http().post('/graphql').send({ query: COURSES })],
      [
        'GraphQL course',
        () =>
          a
            .http()
            .post('/graphql')
            .send({ query: COURSE, variables: { id: courseId } }),
      ],
    ])('%s: the same bytes from memory, with a strong ETag, and no SQL', async (_, read) => {
      const first = await read();
      let second = first;
      expect(await statementsDuring(async () => (second = await read()))).toBe(0);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe('no-cache');
      expect(second.headers.vary).toMatch(/Accept-Encoding/);
    });

    it.each([
      ['GraphQL, from the client origin', '/graphql', 'http://localhost:5173'],
      ['GraphQL, from another origin', '/graphql', 'https://elsewhere.example'],
      ['GraphQL, no origin', '/graphql', undefined],
      ['REST, from the client origin', '/api/course', 'http://localhost:5173'],
      ['REST, no origin', '/api/course', undefined],
    ])(
      '%s: a hit carries the very headers of the answer that filled the cache',
      async (_, path, origin) => {
        // A course of its own for REST, so the first read is a miss whichever test ran before.
        const rest =
          path === '/graphql'
            ? ''
            : `${path}/${(await createCourse(a, teacher.user.id, { title: _, price: 0 })).id}`;
        const read = (headers: Record<string, string> = {}) => {
          const req = rest ? a.http().get(rest) : a.http().post(path);
          for (const [name, value] of Object.entries({ ...headers, ...(origin && { origin }) }))
            req.set(name, value);
          // A query of its own for GraphQL, for the same reason.
          return rest ? req : req.send({ query: `${COURSES} # ${_}` });
        };
        const perAnswer = ['date', 'x-request-id', 'server-timing'];
        const headersOf = (res: { headers: Record<string, string> }) =>
          Object.fromEntries(Object.entries(res.headers).filter(([n]) => !perAnswer.includes(n)));
        const stats = a.app.get(ResponseCache).stats;
        const [hits, misses] = [stats.hits, stats.misses];
        const first = await read({ 'accept-encoding': 'gzip' });
        const second = await read({ 'accept-encoding': 'gzip' });
        expect([stats.misses - misses, stats.hits - hits]).toEqual([1, 1]);
        expect(headersOf(second)).toEqual(headersOf(first));
        expect(second.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
        expect(second.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
        if (origin === 'http://localhost:5173')
          expect(second.headers['access-control-allow-origin']).toBe(origin);
        else expect(second.headers['access-control-allow-origin']).toBeUndefined();
        const notModified = await read({ 'if-none-match': second.headers.etag });
        expect(notModified.status).toBe(304);
        const unchanged = headersOf(notModified);
        for (const name of ['content-type', 'content-encoding', 'content-length', 'etag'])
          delete unchanged[name];
        const expected = headersOf(second);
        for (const name of ['content-type', 'content-encoding', 'content-length', 'etag'])
          delete expected[name];
        expect(unchanged).toEqual(expected);
      },
    );

    it('answers each GraphQL caller in the media type its Accept header asks for, whoever came first', async () => {
      const query = { query: '{ siteSettings { currency } }' };
      const ask = (accept?: string) => {
        const req = a.http().post('/graphql');
        return accept ? req.set('accept', accept).send(query) : req.send(query);
      };
      const order = [
        'application/graphql-response+json',
        undefined,
        'application/json',
        'application/graphql-response+json, application/json;q=0.9',
      ];
      const expected = [
        'application/graphql-response+json; charset=utf-8',
        'application/json; charset=utf-8',
        'application/json; charset=utf-8',
        'application/graphql-response+json; charset=utf-8',
      ];
      for (const round of [0, 1]) {
        for (const [i, accept] of order.entries()) {
          let res = await ask(accept);
          const sql = await statementsDuring(async () => (res = await ask(accept)));
          expect([round, accept, res.status, res.headers['content-type']]).toEqual([
            round,
            accept,
            200,
            expected[i],
          ]);
          expect(sql).toBe(0);
          expect(res.headers.vary).toMatch(/\bAccept\b/);
        }
      }
      expect((await ask('text/html')).status).toBe(406);
    });

    it('answers a GraphQL query over GET from memory, only when Apollo would run it', async () => {
      const url = `/graphql?${new URLSearchParams({ query: COURSE, variables: JSON.stringify({ id: courseId }) })}`;
      const get = (headers: Record<string, string>) => {
        const req = a.http().get(url);
        for (const [name, value] of Object.entries(headers)) req.set(name, value);
        return req;
      };
      const posted = await a
        .http()
        .post('/graphql')
        .send({ query: COURSE, variables: { id: courseId } });
      for (const preflighted of <Record<string, string>[]>[
        { 'apollo-require-preflight': 'true' },
        { 'content-type': 'application/json' },
      ]) {
        const first = await get(preflighted);
        let again = first;
        expect(await statementsDuring(async () => (again = await get(preflighted)))).toBe(0);
        expect([again.status, again.body]).toEqual([200, posted.body]);
        expect(again.headers.etag).toMatch(/^"[\w-]+"$/);
      }
      // A simple cross-site GET is Apollo's to refuse, cached answer or not.
      for (const simple of <Record<string, string>[]>[{}, { 'content-type': 'text/plain' }]) {
        const refused = await get(simple);
        expect(refused.status).toBe(400);
        expect(refused.text).toMatch(/Cross-Site Request Forgery/);
      }
      const mutation = await a
        .http()
        .get(`/graphql?${new URLSearchParams({ query: 'mutation { signOutEverywhere }' })}`)
        .set('apollo-require-preflight', 'true');
      expect(mutation.status).toBe(405);
      // Malformed GETs get Apollo's 400, never a 500, and nothing is kept for them.
      for (const params of <Record<string, string>[]>[
        { query: COURSE, variables: 'not json' },
        { query: '{ course(' },
        { query: '' },
      ]) {
        const path = `/graphql?${new URLSearchParams(params)}`;
        for (let i = 0; i < 2; i++) {
          const res = await a.http().get(path).set('apollo-require-preflight', 'true');
          expect([path, res.status]).toEqual([path, 400]);
        }
      }
      const twice = await a
        .http()
        .get(`/graphql?query=${encodeURIComponent('{ siteSettings { currency } }')}&query=x`)
        .set('apollo-require-preflight', 'true');
      expect(twice.status).toBe(400);
    });

    it('answers a REST read with a query string fresh, so random ones cannot crowd the cache', async () => {
      const plain = await a.rest('get', '/api/course/all');
      for (let i = 0; i < 2; i++) {
        let res = plain;
        const read = async () => (res = await a.rest('get', '/api/course/all?utm=campaign'));
        expect(await statementsDuring(read)).toBeGreaterThan(0);
        expect(res.body).toEqual(plain.body);
      }
    });

    it('answers 304 to a current ETag and 200 with the change once it is stale', async () => {
      const first = await a.rest('get', `/api/course/${courseId}`);
      const again = await a
        .http()
        .get(`/api/course/${courseId}`)
        .set('if-none-match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      await a.gql(
        'mutation($id: ID!) { updateCourse(id: $id, input: { courseTitle: "ETag Course" }) { id } }',
        { id: courseId },
        teacher.token,
      );
      const changed = await a
        .http()
        .get(`/api/course/${courseId}`)
        .set('if-none-match', first.headers.etag);
      expect(changed.status).toBe(200);
      expect(changed.body.courseData.courseTitle).toBe('ETag Course');
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    });

    it.each([
      ['br', (body: Buffer) => brotliDecompressSync(body)],
      ['gzip', (body: Buffer) => gunzipSync(body)],
    ])(
      'sends %s when the client prefers it, decoding to the same JSON',
      async (encoding, decode) => {
        const plain = await a.raw('/api/course/all', { 'accept-encoding': 'identity' });
        const encoded = await a.raw('/api/course/all', {
          'accept-encoding': `${encoding}, identity;q=0.5`,
        });
        const refused = await a.raw('/api/course/all', {
          'accept-encoding': `${encoding};q=0, identity`,
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.length).toBeGreaterThan(1024);
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(refused.body).toEqual(plain.body);
        expect(encoded.headers['content-encoding']).toBe(encoding);
        expect(Number(encoded.headers['content-length'])).toBe(encoded.body.length);
        expect(encoded.body.length).toBeLessThan(plain.body.length);
        expect(decode(encoded.body)).toEqual(plain.body);
      },
    );
  });

  describe('GraphQL bodies read before Express', () => {
    it.each([
      ['{bad', 'application/json', 400, { success: false, message: 'Malformed request' }],
      ['"a string"', 'application/json', 400, { success: false, message: 'Malformed request' }],
      [
        '{}',
        'application/json; charset=latin1',
        400,
        { success: false, message: 'Unsupported content type' },
      ],
      [
        '[{"query":"{ siteSettings { currency } }"}]',
        'application/json',
        400,
        { errors: [{ extensions: { code: 'BAD_REQUEST' } }] },
      ],
      [
        '{"query":"{ siteSettings { currency } }"}',
        'application/json; charset=UTF-8',
        200,
        { data: { siteSettings: { currency: 'INR' } } },
      ],
    ])('%s (%s) is answered as express.json would have it', async (body, type, status, answer) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await a.http().post('/graphql').set('content-type', type).send(body);
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject(answer);
      }
    });
  });

  describe('never stale, on this instance and the other', () => {
    const writes: [string, () => Promise<unknown>, () => Promise<unknown>, unknown][] = [
      [
        'a GraphQL title edit',
        () =>
          a.gql(
            'mutation($id: ID!) { updateCourse(id: $id, input: { courseTitle: "Renamed Over GraphQL" }) { id } }',
            { id: courseId },
            teacher.token,
          ),
        () => courseField(b, 'courseTitle'),
        'Renamed Over GraphQL',
      ],
      [
        'a REST title edit',
        () =>
          a.rest(
            'put',
            `/api/course/${courseId}`,
            { courseTitle: 'Renamed Over REST' },
            teacher.token,
          ),
        () => courseField(b, 'courseTitle'),
        'Renamed Over REST',
      ],
      [
        "the educator's new name",
        () =>
          a.gql(
            'mutation { updateProfile(input: { name: "Renamed Teacher" }) { id } }',
            {},
            teacher.token,
          ),
        async () => ((await courseField(b, 'educator')) as { name: string }).name,
        'Renamed Teacher',
      ],
      [
        'an enrolment',
        () =>
          a.gql(
            'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
            { id: courseId },
            learner.token,
          ),
        () => courseField(b, 'enrolledStudentsCount'),
        1,
      ],
      [
        'a rating',
        () =>
          a.gql(
            'mutation($id: ID!) { rateCourse(courseId: $id, rating: 4) { rating } }',
            { id: courseId },
            learner.token,
          ),
        () => courseField(b, 'averageRating'),
        4,
      ],
    ];

    it.each(writes)('%s shows in the very next read', async (_, write, readOther, expected) => {
      await titles(a);
      await titles(b);
      await courseField(b, 'courseTitle');
      await write();
      expect(await readOther()).toEqual(expected);
      const [title] = await titles(a);
      expect(await titles(b)).toEqual([title, title, title, title]);
    });

    it('keeps no answer that was built while a write was under way', async () => {
      for (let round = 0; round < 8; round++) {
        const title = `Race ${round}`;
        const readers = Array.from({ length: 12 }, () => titles(round % 2 ? a : b));
        await a.rest('put', `/api/course/${courseId}`, { courseTitle: title }, teacher.token);
        await Promise.all(readers);
        expect(await titles(a)).toEqual([title, title, title, title]);
        expect(await titles(b)).toEqual([title, title, title, title]);
      }
    });

    it('learns of a change written by another process from PostgreSQL', async () => {
      await titles(a);
      await titles(b);
      const client = new Client({ connectionString: connectionUrl(a) });
      await client.connect();
      try {
        await client.query('UPDATE courses SET course_title = $1 WHERE id = $2', [
          'Changed In SQL',
          courseId,
        ]);
      } finally {
        await client.end();
      }
      await Promise.all([a.settled(), b.settled()]);
      expect(await titles(a)).toEqual(Array(4).fill('Changed In SQL'));
      expect(await titles(b)).toEqual(Array(4).fill('Changed In SQL'));
    });

    it('learns of a change to the thumbnail renditions (course_thumbnail_sources) from PostgreSQL', async () => {
      const SOURCES = 'query($id: ID!) { course(id: $id) { id thumbnailSources { width type } } }';
      const widths = async (app: TestApp) =>
        (await app.gql(SOURCES, { id: courseId })).data!.course.thumbnailSources;
      expect(await widths(a)).toEqual([]);
      expect(await widths(b)).toEqual([]);
      const client = new Client({ connectionString: connectionUrl(a) });
      await client.connect();
      try {
        await client.query(
          `INSERT INTO course_thumbnail_sources (course_id, width, type, url) VALUES ($1, 320, 'image/webp', '/uploads/thumbnails/x-320.webp')`,
          [courseId],
        );
      } finally {
        await client.end();
      }
      await Promise.all([a.settled(), b.settled()]);
      expect(await widths(a)).toEqual([{ width: 320, type: 'image/webp' }]);
      expect(await widths(b)).toEqual([{ width: 320, type: 'image/webp' }]);
    });
  });

  describe('signed-in reads', () => {
    it("are kept per user and follow the user's own progress", async () => {
      const other = await signUp(a, newUser());
      const mine = () => a.gql(MY_ENROLLMENTS, {}, learner.token);
      expect((await mine()).data!.myEnrollments).toEqual([
        { course: { id: courseId }, progress: { lecturesCompleted: 0 } },
      ]);
      expect(await statementsDuring(mine)).toBe(0);
      expect((await a.gql(MY_ENROLLMENTS, {}, other.token)).data!.myEnrollments).toEqual([]);
      const { data } = await a.gql(
        COURSE.replace('educator { name }', 'courseContent { chapterContent { lectureId } }'),
        { id: courseId },
        learner.token,
      );
      const lectureId: string = data!.course.courseContent[0].chapterContent[0].lectureId;
      await a.gql(
        'mutation($c: ID!, $l: ID!) { completeLecture(courseId: $c, lectureId: $l) { message } }',
        { c: courseId, l: lectureId },
        learner.token,
      );
      expect((await mine()).data!.myEnrollments[0].progress.lecturesCompleted).toBe(1);
      const onB = await b.gql(MY_ENROLLMENTS, {}, learner.token);
      expect(onB.data!.myEnrollments[0].progress.lecturesCompleted).toBe(1);
      expect(
        (await a.rest('get', '/api/user/enrolled-courses', undefined, learner.token)).headers[
          'cache-control'
        ],
      ).toBe('private, no-cache');
    });

    it('stop answering a token revoked on the other instance', async () => {
      const session = await signUp(a, newUser());
      expect((await a.gql(ME, {}, session.token)).data!.me.id).toBe(session.user.id);
      expect((await b.gql(ME, {}, session.token)).data!.me.id).toBe(session.user.id);
      await b.gql('mutation { signOutEverywhere }', {}, session.token);
      for (const app of [a, b]) {
        expect((await app.gql(ME, {}, session.token)).errors![0].extensions!.code).toBe(
          'UNAUTHENTICATED',
        );
        expect((await app.rest('get', '/api/auth/profile', undefined, session.token)).status).toBe(
          401,
        );
      }
    });

    it('never answer a token that does not verify from the cache', async () => {
      await a.gql(ME, {}, learner.token);
      const forged = `${learner.token.slice(0, -4)}AAAA`;
      expect((await a.gql(ME, {}, forged)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('without its change feed', () => {
    it('serves nothing from memory, and forgets everything when it reconnects', async () => {
      const feed = a.app.get(ChangeFeed);
      await titles(a);
      const admin = new Client({ connectionString: connectionUrl(a) });
      await admin.connect();
      try {
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'brandcraft change feed' AND datname = current_database()`,
        );
        await until(() => !feed.live);
        await admin.query('UPDATE courses SET course_title = $1 WHERE id = $2', [
          'Changed While Away',
          courseId,
        ]);
        expect(
          await statementsDuring(() => a.rest('get', `/api/course/${courseId}`)),
        ).toBeGreaterThan(0);
        await until(() => feed.live);
        expect(await titles(a)).toEqual(Array(4).fill('Changed While Away'));
      } finally {
        await admin.end();
      }
    });
  });

  it('counts hits, misses and 304s', () => {
    const { stats } = a.app.get(ResponseCache);
    expect(stats.hits).toBeGreaterThan(0);
    expect(stats.misses).toBeGreaterThan(0);
    expect(stats.notModified).toBeGreaterThan(0);
  });
});
