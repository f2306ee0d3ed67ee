import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { buyCourse } from '../support/checkout';
import { createCourse, educator } from '../support/catalog-fixtures';
import { deliverWebhook } from '../support/razorpay-webhook';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) {
    message progress { lecturesCompleted completedLectureIds } } }`;
const SAVE_POSITION = `mutation($courseId: ID!, $lectureId: ID!, $s: Int!) {
  saveLecturePosition(courseId: $courseId, lectureId: $lectureId, positionSeconds: $s) {
    positionSeconds updatedAt } }`;
const PROGRESS = `query($courseId: ID!) { courseProgress(courseId: $courseId) {
  lecturesCompleted resume { positionSeconds } } }`;

/**
 * Offline actions replayed with an Idempotency-Key (docs/api-graphql.md, "Idempotency keys"):
 * one effect per key, the first answer to every replay, over real HTTP and PostgreSQL.
 */
describe('idempotency keys', () => {
  let app: TestApp;
  let courseId: string;
  let lectureIds: string[];

  const db = () => app.app.get(DataSource);
  const count = async (sql: string, params: unknown[]) =>
    (await db().query<{ n: number }[]>(sql, params))[0].n;
  const completions = (userId: string) =>
    count('SELECT count(*)::int AS n FROM lecture_completions WHERE user_id = $1', [userId]);
  const keys = (userId: string) =>
    count('SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1', [userId]);

  /** A GraphQL POST with the learner's token and an Idempotency-Key, as the offline queue sends it. */
  const send = async (
    learner: Session,
    query: string,
    variables: Record<string, unknown>,
    key: string,
  ) => {
    const res = await app
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${learner.token}`)
      .set('idempotency-key', key)
      .send({ query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors };
  };

  async function enrolledLearner() {
    const learner = await signUp(app, newUser());
    await buyCourse(app, learner, courseId);
    return learner;
  }

  beforeAll(async () => {
    app = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    const owner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { title: 'Offline', price: 1000 })).id;
    lectureIds = (
      await db().query<{ id: string }[]>(
        `SELECT l.id FROM lectures l JOIN chapters c ON c.id = l.chapter_id
         WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
        [courseId],
      )
    ).map((r) => r.id);
  });
  afterAll(() => app.close());

  it('completes a lecture once for a key sent twice, and answers the replay with the first result', async () => {
    const learner = await enrolledLearner();
    const key = randomUUID();
    const vars = { courseId, lectureId: lectureIds[0] };
    const first = await send(learner, COMPLETE, vars, key);
    expect(first.errors).toBeUndefined();
    expect(first.data.completeLecture.message).toBe('Progress Updated');
    const replay = await send(learner, COMPLETE, vars, key);
    expect(replay.errors).toBeUndefined();
    expect(replay.data).toEqual(first.data);
    expect(await completions(learner.user.id)).toBe(1);
    expect(await keys(learner.user.id)).toBe(1);

    // Another key is another action: the server's own rule answers a repeat.
    const other = await send(learner, COMPLETE, vars, randomUUID());
    expect(other.data.completeLecture.message).toBe('Lecture Already Completed');
    expect(await keys(learner.user.id)).toBe(2);
  });

  it('has one effect when the same key arrives twice at once', async () => {
    const learner = await enrolledLearner();
    const key = randomUUID();
    const vars = { courseId, lectureId: lectureIds[1] };
    const answers = await Promise.all([0, 1, 2].map(() => send(learner, COMPLETE, vars, key)));
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
    // Every replay gets the first answer: none saw the lecture as already completed.
    expect(answers.map((a) => a.data.completeLecture.message)).toEqual([
      'Progress Updated',
      'Progress Updated',
      'Progress Updated',
    ]);
    expect(await completions(learner.user.id)).toBe(1);
    const progress = await app.gql(PROGRESS, { courseId }, learner.token);
    expect(progress.data!.courseProgress.lecturesCompleted).toBe(1);
  });

  it('keeps the first resume position for a replayed key, with its date', async () => {
    const learner = await enrolledLearner();
    const key = randomUUID();
    const first = await send(
      learner,
      SAVE_POSITION,
      { courseId, lectureId: lectureIds[0], s: 30 },
      key,
    );
    await send(learner, SAVE_POSITION, { courseId, lectureId: lectureIds[0], s: 90 }, randomUUID());
    const replay = await send(
      learner,
      SAVE_POSITION,
      { courseId, lectureId: lectureIds[0], s: 30 },
      key,
    );
    expect(replay.data).toEqual(first.data);
    expect(typeof replay.data.saveLecturePosition.updatedAt).toBe('string');
    const progress = await app.gql(PROGRESS, { courseId }, learner.token);
    expect(progress.data!.courseProgress.resume.positionSeconds).toBe(90);
  });

  it('refuses a key reused for another action, and a malformed key, with clear errors', async () => {
    const learner = await enrolledLearner();
    const key = randomUUID();
    await send(learner, COMPLETE, { courseId, lectureId: lectureIds[0] }, key);
    const reused = await send(
      learner,
      SAVE_POSITION,
      { courseId, lectureId: lectureIds[0], s: 5 },
      key,
    );
    expect(reused.errors?.[0].extensions.code).toBe('CONFLICT');
    const malformed = await send(learner, COMPLETE, { courseId, lectureId: lectureIds[1] }, 'x y');
    expect(malformed.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await completions(learner.user.id)).toBe(1);
  });

  it('keeps keys apart per account: another learner with the same key acts for themselves', async () => {
    const [a, b] = [await enrolledLearner(), await enrolledLearner()];
    const key = randomUUID();
    await send(a, COMPLETE, { courseId, lectureId: lectureIds[0] }, key);
    const theirs = await send(b, COMPLETE, { courseId, lectureId: lectureIds[2] }, key);
    expect(theirs.data.completeLecture.progress.completedLectureIds).toEqual([lectureIds[2]]);
    expect(await completions(b.user.id)).toBe(1);
  });

  it('refuses an action replayed after the course was refunded, without a 500, and keeps no key', async () => {
    const learner = await signUp(app, newUser());
    await buyCourse(app, learner, courseId);
    const key = randomUUID(); // made offline, when the learner marked the lecture complete
    const paymentId = (
      await db().query<{ provider_payment_id: string }[]>(
        'SELECT provider_payment_id FROM purchases WHERE user_id = $1',
        [learner.user.id],
      )
    )[0].provider_payment_id;
    const refund = await deliverWebhook(app, {
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: `rfnd_${key}`, payment_id: paymentId, amount: 100000, entity: 'refund' },
        },
      },
    });
    expect(refund.status).toBe(200);
    // Refused each time it is tried (the queue may retry once more before dropping it).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const replay = await send(learner, COMPLETE, { courseId, lectureId: lectureIds[0] }, key);
      expect(replay.status).toBe(200);
      expect(replay.errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect(replay.errors?.[0].message).not.toMatch(/internal/i);
    }
    expect(await completions(learner.user.id)).toBe(0);
    expect(await keys(learner.user.id)).toBe(0);
  });
});
