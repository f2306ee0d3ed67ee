import { DataSource } from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { ResponseCache } from '../../src/common/http-cache/response-cache';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const REPLY_FIELDS = 'reply { text authorName updatedAt }';
const REPLY = `mutation($reviewId: ID!, $reply: String!) {
  replyToReview(reviewId: $reviewId, reply: $reply) { id review courseId courseTitle ${REPLY_FIELDS} } }`;
const REMOVE = `mutation($reviewId: ID!) { removeReviewReply(reviewId: $reviewId) { id ${REPLY_FIELDS} } }`;
const RATE = `mutation($courseId: ID!, $review: String) {
  rateCourse(courseId: $courseId, rating: 4, review: $review) { review } }`;
const REVIEWS = `query($id: ID!) { course(id: $id) { reviews { nodes { id review ${REPLY_FIELDS} } } } }`;
const EDUCATOR_REVIEWS = `{ educatorReviews { nodes { id ${REPLY_FIELDS} } } }`;

describe("educators' replies to reviews", () => {
  let app: TestApp;
  let owner: Session;
  let other: Session;
  let admin: Session;
  let learner: Session;
  let courseId: string;
  let reviewId: string;

  const code = (res: { errors?: { extensions?: { code?: string } }[] }) =>
    res.errors?.[0]?.extensions?.code;
  const publicReviews = async () => {
    const res = await app.gql(REVIEWS, { id: courseId });
    expect(res.errors).toBeUndefined();
    return res.data!.course.reviews.nodes as { id: string; reply: any }[];
  };

  beforeAll(async () => {
    app = await TestApp.start({ publicUrl: 'https://replies.test' });
    owner = await signUp(app, newUser({ name: 'Owner Olu' }));
    await app.gql('mutation { becomeEducator { role } }', {}, owner.token);
    other = await educator(app);
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await app.app.get(DataSource).getRepository(User).update(admin.user.id, { role: Role.ADMIN });
    courseId = (await createCourse(app, owner.user.id, { title: 'Replied course' })).id;
    learner = await signUp(app, newUser({ name: 'Rita Reviewer' }));
    await enroll(app, learner.user.id, courseId);
    await app.gql(RATE, { courseId, review: 'Good, but chapter 2 is fast.' }, learner.token);
    reviewId = (await publicReviews())[0].id;
  });
  afterAll(() => app.close());

  it('shows a new reply under the review, with its author and date, past a warm cache', async () => {
    const cache = app.app.get(ResponseCache);
    expect((await publicReviews())[0].reply).toBeNull();
    const hits = cache.stats.hits;
    await publicReviews();
    expect(cache.stats.hits).toBe(hits + 1);

    const res = await app.gql(
      REPLY,
      { reviewId, reply: '  Thanks! I added a recap lecture.  ' },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.replyToReview).toMatchObject({
      id: reviewId,
      courseId,
      courseTitle: 'Replied course',
      reply: { text: 'Thanks! I added a recap lecture.', authorName: 'Owner Olu' },
    });
    const [shown] = await publicReviews();
    expect(shown.reply).toEqual(res.data!.replyToReview.reply);
    const mine = (await app.gql(EDUCATOR_REVIEWS, {}, owner.token)).data!.educatorReviews.nodes;
    expect(mine[0].reply.text).toBe('Thanks! I added a recap lecture.');
  });

  it('keeps one reply per review: replying again edits it', async () => {
    const res = await app.gql(REPLY, { reviewId, reply: 'Edited reply' }, owner.token);
    expect(res.data!.replyToReview.reply.text).toBe('Edited reply');
    const shown = await publicReviews();
    expect(shown).toHaveLength(1);
    expect(shown[0].reply.text).toBe('Edited reply');
  });

  it('refuses bad replies with a field error and changes nothing', async () => {
    for (const reply of ['   ', 'x'.repeat(REVIEW_MAX_LENGTH + 1), 'bell\u0007']) {
      const res = await app.gql(REPLY, { reviewId, reply }, owner.token);
      expect(code(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields!.map((f) => f.field)).toEqual(['reply']);
    }
    expect((await publicReviews())[0].reply.text).toBe('Edited reply');
  });

  it('lets only the course owner and admins reply', async () => {
    expect(code(await app.gql(REPLY, { reviewId, reply: 'Me too' }, other.token))).toBe(
      'NOT_FOUND',
    );
    expect(code(await app.gql(REPLY, { reviewId, reply: 'Me too' }, learner.token))).toBe(
      'FORBIDDEN',
    );
    expect(code(await app.gql(REPLY, { reviewId, reply: 'Me too' }))).toBe('UNAUTHENTICATED');
    expect(code(await app.gql(REMOVE, { reviewId }, other.token))).toBe('NOT_FOUND');
    expect(code(await app.gql(REPLY, { reviewId: 'nope', reply: 'x' }, owner.token))).toBe(
      'NOT_FOUND',
    );
    expect((await publicReviews())[0].reply.text).toBe('Edited reply');

    const byAdmin = await app.gql(REPLY, { reviewId, reply: 'From the team' }, admin.token);
    expect(byAdmin.data!.replyToReview.reply).toMatchObject({
      text: 'From the team',
      authorName: 'Ada Admin',
    });
  });

  it('removes a reply, and a review removed by its learner takes its reply with it', async () => {
    const removed = await app.gql(REMOVE, { reviewId }, owner.token);
    expect(removed.data!.removeReviewReply.reply).toBeNull();
    expect((await publicReviews())[0].reply).toBeNull();

    await app.gql(REPLY, { reviewId, reply: 'Back again' }, owner.token);
    await app.gql(RATE, { courseId, review: null }, learner.token);
    expect(await publicReviews()).toEqual([]);
    await app.gql(RATE, { courseId, review: 'Second thoughts' }, learner.token);
    expect((await publicReviews())[0].reply).toBeNull();
  });
});
