import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ChangeFeed, FRESH_MS } from '../../src/common/http-cache/change-feed';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { statements } from '../support/statements';
import { newUser, TestApp } from '../support/test-app';

const COURSE = 'query($id: ID!) { course(id: $id) { id courseTitle educator { name } } }';
const STUDENTS = '{ enrolledStudents { student { name } } }';
const RENAME = 'mutation($name: String!) { updateProfile(input: { name: $name }) { id } }';

type Session = Awaited<ReturnType<typeof signUp>>;

const sqlDuring = async (run: () => Promise<unknown>) => (await statements(run))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('change feed', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Client;
  let teacher: Session;
  let courseId: string;

  const titleOn = async (app: TestApp) =>
    (await app.gql(COURSE, { id: courseId })).data!.course.courseTitle as string;

  beforeAll(async () => {
    // One public origin, so anonymous answers share one cache key across supertest's ports.
    a = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    b = await TestApp.beside(a, { publicUrl: 'https://brandcraft.test' });
    admin = new Client({
      connectionString: (a.app.get(DataSource).options as { url: string }).url,
    });
    await admin.connect();
    teacher = await educator(a);
    courseId = (await createCourse(a, teacher.user.id, { title: 'Feed Course', price: 0 })).id;
  });
  afterAll(async () => {
    await admin.end();
    await b.close();
    await a.close();
  });

  describe("with the listener's backend frozen", () => {
    /** B's listening backend, stopped as a stuck server process or a saturated link would be. */
    async function freezeListenerOf(app: TestApp): Promise<() => void> {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE application_name = 'brandcraft change feed' AND datname = current_database()`,
      );
      // Both instances listen on this database: find B's by asking which one B's feed stops hearing.
      const feed = app.app.get(ChangeFeed);
      for (const { pid } of rows) {
        process.kill(pid, 'SIGSTOP');
        await sleep(FRESH_MS + 300);
        if (!feed.live) return () => process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGCONT');
        await until(() => feed.live);
      }
      throw new Error("no backend found for the instance's change feed");
    }

    it('answers from the database, says so in readiness, and refuses a revoked token at once', async () => {
      const learner = await signUp(a, newUser());
      await titleOn(b);
      expect(await sqlDuring(() => titleOn(b))).toBe(0); // a hit while current
      expect((await b.rest('get', '/api/user/data', undefined, learner.token)).status).toBe(200);
      const ready = await b.rest('get', '/api/health/ready');
      expect(ready.body).toEqual({ status: 'ready', db: 'up', cache: 'current' });

      const thaw = await freezeListenerOf(b);
      try {
        const behind = await b.rest('get', '/api/health/ready');
        expect([behind.status, behind.body]).toEqual([
          200,
          { status: 'ready', db: 'up', cache: 'off' },
        ]);
        const renamed = await a.gql(
          'mutation($id: ID!) { updateCourse(id: $id, input: { courseTitle: "Renamed While Stuck" }) { id } }',
          { id: courseId },
          teacher.token,
        );
        expect(renamed.errors).toBeUndefined();
        expect(await titleOn(b)).toBe('Renamed While Stuck');
        expect(await sqlDuring(() => titleOn(b))).toBeGreaterThan(0); // from the database

        await a.gql('mutation { signOutEverywhere }', {}, learner.token);
        expect((await b.rest('get', '/api/user/data', undefined, learner.token)).status).toBe(401);
        expect((await b.gql('{ me { id } }', {}, learner.token)).errors![0].extensions!.code).toBe(
          'UNAUTHENTICATED',
        );
      } finally {
        thaw();
      }
      await until(() => b.app.get(ChangeFeed).live);
      await titleOn(b);
      expect(await sqlDuring(() => titleOn(b))).toBe(0); // cached again once it caught up
      expect((await b.rest('get', '/api/health/ready')).body.cache).toBe('current');
    }, 60_000);
  });

  describe('resume positions, announced by the writing instance instead of a trigger', () => {
    const RESUME = 'query($c: ID!) { courseProgress(courseId: $c) { resume { positionSeconds } } }';
    const SAVE = `mutation($c: ID!, $l: ID!, $s: Int!) {
      saveLecturePosition(courseId: $c, lectureId: $l, positionSeconds: $s) { positionSeconds } }`;

    it('take no notify lock, and still show in the very next read on both instances', async () => {
      const { rows: triggers } = await admin.query(
        `SELECT tgname FROM pg_trigger WHERE tgrelid = 'lecture_positions'::regclass AND NOT tgisinternal`,
      );
      expect(triggers.map((t: { tgname: string }) => t.tgname)).toEqual([
        'lecture_positions_notify_truncate',
      ]);
      const learner = await signUp(a, newUser());
      await enroll(a, learner.user.id, courseId);
      await a.settled();
      const { rows } = await admin.query<{ id: string }>(
        `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id WHERE c.course_id = $1 LIMIT 1`,
        [courseId],
      );
      const resumeOn = async (app: TestApp) =>
        (await app.gql(RESUME, { c: courseId }, learner.token)).data!.courseProgress.resume
          ?.positionSeconds as number | undefined;
      for (const app of [a, b]) {
        await resumeOn(app);
        expect(await sqlDuring(() => resumeOn(app))).toBe(0); // cached
      }
      for (const [writer, seconds] of [
        [a, 30],
        [b, 95],
      ] as const) {
        const saved = await writer.gql(
          SAVE,
          { c: courseId, l: rows[0].id, s: seconds },
          learner.token,
        );
        expect(saved.errors).toBeUndefined();
        expect([await resumeOn(a), await resumeOn(b)]).toEqual([seconds, seconds]);
      }
    });
  });

  describe('a bystander', () => {
    it("editing their own profile in a loop leaves the catalog's cached answers alone", async () => {
      const student = await signUp(a, newUser());
      await titleOn(a);
      await a.rest('get', '/api/course/all');
      for (let i = 0; i < 20; i++) {
        const edit = await a.gql(RENAME, { name: `Bystander ${i}` }, student.token);
        expect(edit.errors).toBeUndefined();
        expect(await sqlDuring(() => titleOn(a))).toBe(0);
        expect(await sqlDuring(() => a.rest('get', '/api/course/all'))).toBe(0);
        expect(await sqlDuring(() => titleOn(b))).toBeLessThanOrEqual(i === 0 ? 10 : 0);
      }
      // Their own view follows at once.
      expect((await b.gql('{ me { name } }', {}, student.token)).data!.me.name).toBe(
        'Bystander 19',
      );
    });

    it.each(['REST', 'GraphQL'] as const)(
      "a reviewer editing name and avatar over %s leaves both catalogs' cached answers alone; their review shows the new name",
      async (api) => {
        const rater = await signUp(a, newUser({ name: `Rater ${api}` }));
        await enroll(a, rater.user.id, courseId);
        const rated = await a.gql(
          'mutation($id: ID!) { rateCourse(courseId: $id, rating: 5, review: "Clear and practical.") { rating } }',
          { id: courseId },
          rater.token,
        );
        expect(rated.errors).toBeUndefined();
        await a.settled();
        const reviewers = async (app: TestApp) =>
          (
            (
              await app.gql(
                'query($id: ID!) { course(id: $id) { reviews(first: 50) { nodes { reviewerName } } } }',
                { id: courseId },
              )
            ).data!.course.reviews.nodes as { reviewerName: string }[]
          ).map((n) => n.reviewerName);
        const reads = [a, b].flatMap((app) => [
          () => titleOn(app),
          () => app.rest('get', '/api/course/all'),
        ]);
        for (const read of reads) await read();
        // The reviews, cached on both instances with the old name, must not stay so.
        for (const app of [a, b]) expect(await reviewers(app)).toContain(`Rater ${api}`);
        for (let i = 0; i < 10; i++) {
          const name = `${api} reviewer ${i}`;
          const imageUrl = `https://img.brandcraft.test/${api}-${i}.png`;
          if (api === 'REST') {
            const put = await a.rest('put', '/api/auth/profile', { name, imageUrl }, rater.token);
            expect(put.status).toBe(200);
          } else {
            const edit = await a.gql(
              'mutation($n: String!, $u: String!) { updateProfile(input: { name: $n, imageUrl: $u }) { id } }',
              { n: name, u: imageUrl },
              rater.token,
            );
            expect(edit.errors).toBeUndefined();
          }
          expect(await sqlDuring(() => titleOn(a))).toBe(0);
          expect(await sqlDuring(() => a.rest('get', '/api/course/all'))).toBe(0);
          for (const read of [() => titleOn(b), () => b.rest('get', '/api/course/all')])
            expect(await sqlDuring(read)).toBeLessThanOrEqual(i === 0 ? 10 : 0);
        }
        for (const app of [a, b]) expect(await reviewers(app)).toContain(`${api} reviewer 9`);
        // Their educator's students list follows too (it is cached per educator).
        const students = await b.gql(STUDENTS, {}, teacher.token);
        expect(JSON.stringify(students.data)).toContain(`${api} reviewer 9`);
      },
    );

    it("a learner's new name still reaches their educator's students list, on both instances", async () => {
      const student = await signUp(a, newUser({ name: 'Old Name' }));
      await enroll(a, student.user.id, courseId);
      await a.settled();
      const names = async (app: TestApp) =>
        (
          (await app.gql(STUDENTS, {}, teacher.token)).data!.enrolledStudents as {
            student: { name: string };
          }[]
        ).map((row) => row.student.name);
      expect(await names(b)).toContain('Old Name');
      await a.gql(RENAME, { name: 'New Name' }, student.token);
      for (const app of [a, b]) expect(await names(app)).toContain('New Name');
    });

    it("an educator's new name reaches the catalog", async () => {
      await titleOn(b);
      await a.gql(RENAME, { name: 'Renamed Educator' }, teacher.token);
      const educatorName = async (app: TestApp) =>
        (await app.gql(COURSE, { id: courseId })).data!.course.educator.name as string;
      expect(await educatorName(b)).toBe('Renamed Educator');
      expect(await educatorName(a)).toBe('Renamed Educator');
    });
  });
});
