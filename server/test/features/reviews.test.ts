import { DataSource } from 'typeorm';
import { REVIEW_MAX_LENGTH } from '../../../shared/review';
import { ResponseCache } from '../../src/common/http-cache/response-cache';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll, rate } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const RATE = `mutation($courseId: ID!, $rating: Int!, $review: String) {
  rateCourse(courseId: $courseId, rating: $rating, review: $review) { message rating review averageRating ratingCount } }`;
const RATE_STARS = `mutation($courseId: ID!, $rating: Int!) {
  rateCourse(courseId: $courseId, rating: $rating) { rating review } }`;
const NODE = 'id rating review reviewerName createdAt updatedAt';
const REVIEWS = `query($id: ID!, $first: Int, $after: String) { course(id: $id) {
  reviews(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { ${NODE} } } } }`;
const VIEWER = `query($id: ID!) { course(id: $id) { viewerRating viewerReview } }`;
const BREAKDOWN = `query($id: ID!) { course(id: $id) { averageRating ratingCount ratingBreakdown { stars count } } }`;
const EDUCATOR_REVIEWS = `query($first: Int, $after: String) { educatorReviews(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } nodes { ${NODE} courseId courseTitle } } }`;

interface ReviewNode {
  id: string;
  rating: number;
  review: string;
  reviewerName: string;
  createdAt: string;
  updatedAt: string;
}

describe('written reviews and the rating breakdown', () => {
  let app: TestApp;
  let owner: Session;
  let otherOwner: Session;
  let courseId: string;

  /** A new learner enrolled in `id`. */
  async function learner(name: string, id = courseId) {
    const session = await signUp(app, newUser({ name }));
    await enroll(app, session.user.id, id);
    return session;
  }
  const review = (session: Session, rating: number, text?: string | null, id = courseId) =>
    app.gql(RATE, { courseId: id, rating, ...(text === undefined ? {} : { review: text }) }, session.token);
  const reviewsOf = async (id: string, vars: Record<string, unknown> = {}, token?: string) => {
    const res = await app.gql(REVIEWS, { id, ...vars }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.course.reviews as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: ReviewNode[];
    };
  };
  const viewer = async (session: Session, id = courseId) =>
    (await app.gql(VIEWER, { id }, session.token)).data!.course;

  beforeAll(async () => {
    // A fixed public URL keeps one origin, hence one response cache key (supertest's port varies).
    app = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    owner = await educator(app);
    otherOwner = await educator(app);
    courseId = (await createCourse(app, owner.user.id, { title: 'Reviewed course' })).id;
  });
  afterAll(() => app.close());

  describe('writing and editing (one learner, in order)', () => {
    let writer: Session;
    beforeAll(async () => {
      writer = await learner('Riya Writer');
    });

    it('stores a trimmed review with the rating and shows it to its author', async () => {
      const res = await review(writer, 4, '  Clear and practical.\nRecommended.  ');
      expect(res.data!.rateCourse).toEqual({
        message: 'Rating added',
        rating: 4,
        review: 'Clear and practical.\nRecommended.',
        averageRating: 4,
        ratingCount: 1,
      });
      expect(await viewer(writer)).toEqual({
        viewerRating: 4,
        viewerReview: 'Clear and practical.\nRecommended.',
      });
    });

    it('lists it publicly with the reviewer’s name and nothing else about them', async () => {
      const res = await app.gql(REVIEWS, { id: courseId });
      const [node] = res.data!.course.reviews.nodes as ReviewNode[];
      expect(node).toMatchObject({
        rating: 4,
        review: 'Clear and practical.\nRecommended.',
        reviewerName: 'Riya Writer',
      });
      expect(res.text).not.toContain(writer.user.email);
      expect(res.text).not.toContain(writer.user.id);
      const type = await app.gql('{ __type(name: "CourseReview") { fields { name } } }');
      expect(type.data!.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(
        ['createdAt', 'id', 'rating', 'reply', 'review', 'reviewerName', 'updatedAt'].sort(),
      );
    });

    it('keeps the review and its time when only the stars change (GraphQL and REST)', async () => {
      const before = (await reviewsOf(courseId)).nodes[0];
      const stars = await app.gql(RATE_STARS, { courseId, rating: 2 }, writer.token);
      expect(stars.data!.rateCourse).toEqual({
        rating: 2,
        review: 'Clear and practical.\nRecommended.',
      });
      const rest = await app.rest('post', '/api/user/add-rating', { courseId, rating: 3 }, writer.token);
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ success: true, message: 'Rating added' });
      const after = (await reviewsOf(courseId)).nodes[0];
      expect(after).toEqual({ ...before, rating: 3 });
    });

    it('replaces the text when edited and moves its time on', async () => {
      const before = (await reviewsOf(courseId)).nodes[0];
      await review(writer, 3, 'Edited: even better the second time.');
      const after = (await reviewsOf(courseId)).nodes[0];
      expect(after.review).toBe('Edited: even better the second time.');
      expect(after.id).toBe(before.id);
      expect(after.createdAt).toBe(before.createdAt);
      expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    });

    it('keeps HTML as the plain text it was typed as', async () => {
      const html = '<b>bold</b> <script>alert(1)</script> & more';
      expect((await review(writer, 3, html)).data!.rateCourse.review).toBe(html);
      expect((await reviewsOf(courseId)).nodes[0].review).toBe(html);
    });

    it.each([
      ['an empty string', ''],
      ['blanks', '   \n '],
      ['null', null],
    ])('removes the review when sent %s', async (_, text) => {
      await review(writer, 3, 'Something to remove');
      const res = await review(writer, 3, text);
      expect(res.data!.rateCourse.review).toBeNull();
      expect(await viewer(writer)).toEqual({ viewerRating: 3, viewerReview: null });
      expect((await reviewsOf(courseId)).totalCount).toBe(0);
    });

    it(`accepts ${REVIEW_MAX_LENGTH} characters and refuses one more, naming the limit`, async () => {
      const longest = 'x'.repeat(REVIEW_MAX_LENGTH);
      expect((await review(writer, 5, longest)).data!.rateCourse.review).toBe(longest);
      const res = await review(writer, 1, `${longest}y`);
      expect(res.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [
          {
            field: 'review',
            message: `Review must be at most ${REVIEW_MAX_LENGTH} characters`,
            code: 'TOO_LONG',
          },
        ],
      });
      expect(await viewer(writer)).toEqual({ viewerRating: 5, viewerReview: longest });
    });

    it('refuses control characters but keeps line breaks and tabs', async () => {
      const res = await review(writer, 4, 'bad\u0000byte');
      expect(res.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'review', code: 'CONTROL_CHARACTERS' }],
      });
      const ok = await review(writer, 4, 'line one\n\tline two');
      expect(ok.data!.rateCourse.review).toBe('line one\n\tline two');
    });

    it('refuses a review from someone not enrolled', async () => {
      const outsider = await signUp(app, newUser());
      const res = await review(outsider, 5, 'I never took it');
      expect(res.errors![0].extensions!.code).toBe('FORBIDDEN');
    });
  });

  describe('breakdown and paging', () => {
    let pagedId: string;
    let reviewers: Session[];
    beforeAll(async () => {
      pagedId = (await createCourse(app, owner.user.id, { title: 'Paged course' })).id;
      reviewers = [];
      // Stars 5, 5, 4, 1, 5 with reviews, then two ratings without one (3 and 5).
      for (const [i, stars] of [5, 5, 4, 1, 5].entries()) {
        const session = await learner(`Reviewer ${i}`, pagedId);
        reviewers.push(session);
        expect((await review(session, stars, `Review number ${i}`, pagedId)).errors).toBeUndefined();
      }
      for (const stars of [3, 5]) {
        const session = await learner('Silent', pagedId);
        await rate(app, session.user.id, pagedId, stars);
      }
    });

    it('counts every rating in five buckets, 5 stars first', async () => {
      const res = await app.gql(BREAKDOWN, { id: pagedId });
      expect(res.data!.course).toEqual({
        averageRating: 4,
        ratingCount: 7,
        ratingBreakdown: [
          { stars: 5, count: 4 },
          { stars: 4, count: 1 },
          { stars: 3, count: 1 },
          { stars: 2, count: 0 },
          { stars: 1, count: 1 },
        ],
      });
    });

    it('answers five empty buckets and no reviews for a course nobody rated', async () => {
      const empty = (await createCourse(app, owner.user.id, { title: 'Unrated' })).id;
      const res = await app.gql(BREAKDOWN, { id: empty });
      expect(res.data!.course.ratingBreakdown).toEqual(
        [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      );
      expect(await reviewsOf(empty)).toEqual({
        totalCount: 0,
        pageInfo: { hasNextPage: false, endCursor: null },
        nodes: [],
      });
    });

    it('pages the reviews newest first, and a cursor survives reviews written meanwhile', async () => {
      const first = await reviewsOf(pagedId, { first: 2 });
      expect(first.totalCount).toBe(5);
      expect(first.nodes.map((n) => n.review)).toEqual(['Review number 4', 'Review number 3']);
      expect(first.pageInfo.hasNextPage).toBe(true);

      // Reviewer 0 edits (jumps to the top) and a newcomer writes one: the next page is unaffected.
      await review(reviewers[0], 5, 'Review number 0, edited', pagedId);
      await review(await learner('Newcomer', pagedId), 4, 'Newest review', pagedId);
      const second = await reviewsOf(pagedId, { first: 2, after: first.pageInfo.endCursor });
      expect(second.nodes.map((n) => n.review)).toEqual(['Review number 2', 'Review number 1']);
      const third = await reviewsOf(pagedId, { first: 2, after: second.pageInfo.endCursor });
      expect(third.nodes).toEqual([]);
      expect(third.pageInfo).toEqual({ hasNextPage: false, endCursor: null });

      const all = await reviewsOf(pagedId, { first: 50 });
      expect(all.nodes.map((n) => n.review)).toEqual([
        'Newest review',
        'Review number 0, edited',
        'Review number 4',
        'Review number 3',
        'Review number 2',
        'Review number 1',
      ]);
      expect(all.totalCount).toBe(6);
    });

    it('defaults to 10 a page and refuses more than 50 or a made-up cursor', async () => {
      expect((await reviewsOf(pagedId)).nodes).toHaveLength(6);
      const tooMany = await app.gql(REVIEWS, { id: pagedId, first: 51 });
      expect(tooMany.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(tooMany.errors![0].message).toBe('First must be a whole number from 1 to 50');
      const forged = await app.gql(REVIEWS, { id: pagedId, after: 'bm90IGEgY3Vyc29y' });
      expect(forged.errors![0]).toMatchObject({
        message: 'Invalid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('reads a page of reviews through IDX_course_ratings_course_reviewed', async () => {
      const db = app.app.get(DataSource);
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN SELECT id FROM course_ratings WHERE course_id = $1 AND review IS NOT NULL
           ORDER BY review_updated_at DESC, id DESC LIMIT 11`,
          [pagedId],
        );
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'IDX_course_ratings_course_reviewed',
      );
    });

    it('prices a list asking for every course’s reviews by the page of pages', async () => {
      const res = await app.gql(
        '{ courses(first: 100) { nodes { reviews(first: 50) { nodes { id rating review } } } } }',
      );
      expect(res.errors![0].extensions!.code).toBe('QUERY_TOO_COMPLEX');
    });

    it('lists several courses’ reviews in one request, each its own', async () => {
      const res = await app.gql(
        `query($a: ID!, $b: ID!) { a: course(id: $a) { reviews(first: 1) { nodes { review } } }
          b: course(id: $b) { reviews(first: 1) { nodes { review } } } }`,
        { a: pagedId, b: courseId },
      );
      expect(res.data!.a.reviews.nodes).toEqual([{ review: 'Newest review' }]);
      expect(res.data!.b.reviews.nodes).toEqual([{ review: 'line one\n\tline two' }]);
    });
  });

  describe('educator reviews', () => {
    let otherCourse: string;
    beforeAll(async () => {
      otherCourse = (await createCourse(app, otherOwner.user.id, { title: 'Someone else’s' })).id;
      await review(await learner('Elsewhere', otherCourse), 2, 'On the other course', otherCourse);
    });

    it('shows an educator the reviews of their own courses only, newest first, with titles', async () => {
      const res = await app.gql(EDUCATOR_REVIEWS, { first: 3 }, owner.token);
      const page = res.data!.educatorReviews;
      expect(page.totalCount).toBe(7);
      expect(page.nodes.map((n: { review: string; courseTitle: string }) => [n.courseTitle, n.review])).toEqual([
        ['Paged course', 'Newest review'],
        ['Paged course', 'Review number 0, edited'],
        ['Paged course', 'Review number 4'],
      ]);
      const rest = await app.gql(EDUCATOR_REVIEWS, { first: 50, after: page.pageInfo.endCursor }, owner.token);
      const titles = rest.data!.educatorReviews.nodes.map((n: { courseTitle: string }) => n.courseTitle);
      expect(titles).toHaveLength(4);
      expect(titles).not.toContain('Someone else’s');

      const theirs = await app.gql(EDUCATOR_REVIEWS, {}, otherOwner.token);
      expect(theirs.data!.educatorReviews.nodes).toMatchObject([
        { courseId: otherCourse, courseTitle: 'Someone else’s', review: 'On the other course' },
      ]);
    });

    it('refuses learners and anonymous callers', async () => {
      const student = await signUp(app, newUser());
      expect((await app.gql(EDUCATOR_REVIEWS, {}, student.token)).errors![0].extensions!.code).toBe(
        'FORBIDDEN',
      );
      expect((await app.gql(EDUCATOR_REVIEWS, {})).errors![0].extensions!.code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  it('drops a cached public answer when a review is written', async () => {
    const cached = (await createCourse(app, owner.user.id, { title: 'Cached course' })).id;
    const cache = app.app.get(ResponseCache);
    await reviewsOf(cached);
    const hits = cache.stats.hits;
    expect((await reviewsOf(cached)).nodes).toEqual([]);
    expect(cache.stats.hits).toBe(hits + 1);

    await review(await learner('Cache Buster', cached), 5, 'Fresh review', cached);
    await app.settled();
    const after = await reviewsOf(cached);
    expect(after.nodes.map((n) => n.review)).toEqual(['Fresh review']);
    const breakdown = await app.gql(BREAKDOWN, { id: cached });
    expect(breakdown.data!.course.ratingBreakdown[0]).toEqual({ stars: 5, count: 1 });
  });
});
