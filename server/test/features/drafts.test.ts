import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { ResponseCache } from '../../src/common/http-cache/response-cache';
import { LecturePosition } from '../../src/learning/lecture-position.entity';
import { LectureCompletion } from '../../src/learning/lecture-completion.entity';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { gqlCreate, restCreate, validCourse } from '../support/educator-operations';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const PUBLIC_URL = 'https://drafts.test';
const PUBLISH = `mutation($id: ID!) { publishCourse(id: $id) { id isPublished } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishCourse(id: $id) { id isPublished } }`;
const COURSE = `query($id: ID!) { course(id: $id) { id courseTitle isPublished
  courseContent { chapterContent { lectureId isPreviewFree lectureUrl } } } }`;
const LIST = `query($search: String) { courses(search: $search, first: 100) { totalCount nodes { id } } }`;
const FACETS = `query($search: String) { courses(search: $search) { totalCount facets { prices { count } } } }`;
const SUGGEST = `query($text: String!) { searchSuggestions(text: $text) { courses { id } instructors { id } } }`;
const CATEGORIES = `{ categories { id slug courseCount children { id courseCount } } }`;
const INSTRUCTOR = `query($id: ID!) { instructor(id: $id) { courses { id } } }`;
const RELATED = `query($id: ID!) { course(id: $id) { moreByInstructor { id } alsoBought { id } } }`;
const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) { __typename } }`;
const MINE = `{ myEnrollments { course { id } } }`;
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { message } }`;
const SAVE_POSITION = `mutation($courseId: ID!, $lectureId: ID!) {
  saveLecturePosition(courseId: $courseId, lectureId: $lectureId, positionSeconds: 30) { positionSeconds } }`;

const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

describe('drafts, publishing and previews', () => {
  let app: TestApp;
  let db: DataSource;
  let owner: Session;
  let other: Session;
  let admin: Session;
  let learner: Session;
  let enrolled: Session;
  let dist: string;

  const errorCode = (res: { errors?: { extensions?: { code?: string } }[] }) =>
    res.errors?.[0]?.extensions?.code;
  /** Every public place a course may show up in, as anonymous (or `token`) sees it. */
  async function publicSightings(id: string, title: string, token?: string) {
    const seen: string[] = [];
    const course = await app.gql(COURSE, { id }, token);
    if (!course.errors) seen.push('course');
    else expect(errorCode(course)).toBe('NOT_FOUND');
    if (ids((await app.gql(LIST, {}, token)).data!.courses.nodes).includes(id))
      seen.push('courses');
    if (ids((await app.gql(LIST, { search: title }, token)).data!.courses.nodes).includes(id))
      seen.push('search');
    if ((await app.gql(FACETS, { search: title }, token)).data!.courses.totalCount > 0)
      seen.push('facets');
    const suggested = (await app.gql(SUGGEST, { text: title }, token)).data!.searchSuggestions;
    if (ids(suggested.courses).includes(id)) seen.push('suggestions');
    const all = await app.rest('get', '/api/course/all', undefined, token);
    if (all.body.courses.some((c: { _id: string }) => c._id === id)) seen.push('rest all');
    const one = await app.rest('get', `/api/course/${id}`, undefined, token);
    if (one.body.success) seen.push('rest one');
    const sitemap = await app.http().get('/sitemap.xml');
    if (sitemap.text.includes(`/course/${id}`)) seen.push('sitemap');
    const page = await app.http().get(`/course/${id}`);
    if (page.text.includes(`content="${title}"`)) seen.push('meta');
    return seen;
  }
  const EVERYWHERE = [
    'course',
    'courses',
    'search',
    'facets',
    'suggestions',
    'rest all',
    'rest one',
    'sitemap',
    'meta',
  ];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-drafts-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>BrandCraft</title></head><body></body></html>',
    );
    app = await TestApp.start({ publicUrl: PUBLIC_URL, clientDist: dist });
    db = app.app.get(DataSource);
    owner = await educator(app);
    other = await educator(app);
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db.getRepository(User).update(admin.user.id, { role: Role.ADMIN });
    learner = await signUp(app, newUser({ name: 'Lee Learner' }));
    enrolled = await signUp(app, newUser({ name: 'Ena Enrolled' }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('a course saved as a draft', () => {
    let draftId: string;
    const title = 'Quillfeather Draft Strategy';

    beforeAll(async () => {
      const res = await gqlCreate(
        app,
        owner.token,
        validCourse({ courseTitle: title, publish: false }),
      );
      expect(res.body.errors).toBeUndefined();
      draftId = res.body.data.createCourse.id;
      await app.settled();
    });

    it('is shown to its owner and admins, marked unpublished, with every lecture to preview', async () => {
      for (const token of [owner.token, admin.token]) {
        const course = (await app.gql(COURSE, { id: draftId }, token)).data!.course;
        expect(course.isPublished).toBe(false);
        const lectures = course.courseContent.flatMap((c: any) => c.chapterContent);
        expect(lectures.some((l: any) => !l.isPreviewFree)).toBe(true);
        expect(lectures.every((l: any) => l.lectureUrl)).toBe(true);
      }
      const mine = (await app.gql('{ educatorCourses { id isPublished } }', {}, owner.token)).data!;
      expect(mine.educatorCourses).toContainEqual({ id: draftId, isPublished: false });
    });

    it('is found nowhere by anyone else, on either API or in the page tags', async () => {
      expect(await publicSightings(draftId, title)).toEqual([]);
      expect(await publicSightings(draftId, title, learner.token)).toEqual([]);
      expect(await publicSightings(draftId, title, other.token)).toEqual([]);
    });

    it('gives a draft-only educator no instructor page and no category count', async () => {
      const solo = await educator(app);
      const categories = (await app.gql(CATEGORIES)).data!.categories;
      const category = categories[0].children[0];
      const before = categories[0].courseCount;
      const res = await gqlCreate(
        app,
        solo.token,
        validCourse({ courseTitle: 'Solo draft', categoryId: category.id, publish: false }),
      );
      expect(res.body.errors).toBeUndefined();
      await app.settled();
      expect(errorCode(await app.gql(INSTRUCTOR, { id: solo.user.id }))).toBe('NOT_FOUND');
      const suggested = (await app.gql(SUGGEST, { text: 'Edu Cator' })).data!.searchSuggestions;
      expect(ids(suggested.instructors)).not.toContain(solo.user.id);
      expect((await app.gql(CATEGORIES)).data!.categories[0].courseCount).toBe(before);

      await app.gql(PUBLISH, { id: res.body.data.createCourse.id }, solo.token);
      await app.settled();
      expect(
        ids((await app.gql(INSTRUCTOR, { id: solo.user.id })).data!.instructor.courses),
      ).toEqual([res.body.data.createCourse.id]);
      expect((await app.gql(CATEGORIES)).data!.categories[0].courseCount).toBe(before + 1);
    });

    it('cannot be bought or enrolled in: not found', async () => {
      const res = await app.gql(PURCHASE, { courseId: draftId }, learner.token);
      expect(errorCode(res)).toBe('NOT_FOUND');
      const rest = await app.rest(
        'post',
        '/api/user/purchase',
        { courseId: draftId },
        learner.token,
      );
      expect(rest.body).toMatchObject({ success: false, message: 'Course not found' });
    });

    it("is left out of the owner's related lists: more by the instructor, students also bought", async () => {
      const published = await createCourse(app, owner.user.id, { title: 'Neighbour course' });
      await enroll(app, enrolled.user.id, published.id);
      await enroll(app, enrolled.user.id, draftId);
      await enroll(app, learner.user.id, published.id);
      const related = (await app.gql(RELATED, { id: published.id })).data!.course;
      expect(ids(related.moreByInstructor)).not.toContain(draftId);
      expect(ids(related.alsoBought)).not.toContain(draftId);
    });

    it('is published by its owner and then shows up everywhere, stale cache or not', async () => {
      const res = await app.gql(PUBLISH, { id: draftId }, owner.token);
      expect(res.data!.publishCourse).toEqual({ id: draftId, isPublished: true });
      await app.settled();
      expect(await publicSightings(draftId, title)).toEqual(EVERYWHERE);
    });
  });

  describe('unpublishing', () => {
    let courseId: string;
    const title = 'Marigold Cache Course';

    beforeAll(async () => {
      courseId = (await createCourse(app, owner.user.id, { title })).id;
      await enroll(app, enrolled.user.id, courseId);
    });

    it('drops the cached public answers of both APIs at once', async () => {
      const cache = app.app.get(ResponseCache);
      expect(await publicSightings(courseId, title)).toEqual(EVERYWHERE);
      const hits = cache.stats.hits;
      expect(await publicSightings(courseId, title)).toEqual(EVERYWHERE);
      expect(cache.stats.hits).toBeGreaterThanOrEqual(hits + 4); // course, courses, REST all and one

      const res = await app.gql(UNPUBLISH, { id: courseId }, owner.token);
      expect(res.data!.unpublishCourse).toEqual({ id: courseId, isPublished: false });
      expect(await publicSightings(courseId, title)).toEqual([]);
    });

    it('leaves enrolled learners learning it and on My Enrollments, with progress recorded', async () => {
      const course = (await app.gql(COURSE, { id: courseId }, enrolled.token)).data!.course;
      expect(course.id).toBe(courseId);
      const lectureId = course.courseContent[0].chapterContent[1].lectureId;
      expect(course.courseContent[0].chapterContent[1].lectureUrl).toMatch(/^https:/);
      expect(
        ids(
          (await app.gql(MINE, {}, enrolled.token)).data!.myEnrollments.map((e: any) => e.course),
        ),
      ).toContain(courseId);
      const done = await app.gql(COMPLETE, { courseId, lectureId }, enrolled.token);
      expect(done.errors).toBeUndefined();
    });

    it('is refused to anyone but the owner and admins', async () => {
      expect(errorCode(await app.gql(PUBLISH, { id: courseId }, other.token))).toBe('NOT_FOUND');
      expect(errorCode(await app.gql(PUBLISH, { id: courseId }, learner.token))).toBe('FORBIDDEN');
      expect(errorCode(await app.gql(PUBLISH, { id: courseId }))).toBe('UNAUTHENTICATED');
      expect(errorCode(await app.gql(PUBLISH, { id: 'not-an-id' }, owner.token))).toBe('NOT_FOUND');
      await app.settled();
      expect(await publicSightings(courseId, title)).toEqual([]);

      const byAdmin = await app.gql(PUBLISH, { id: courseId }, admin.token);
      expect(byAdmin.data!.publishCourse.isPublished).toBe(true);
      await app.settled();
      expect(await publicSightings(courseId, title)).toEqual(EVERYWHERE);
    });
  });

  it('refuses a publish flag that is not true or false, saving nothing', async () => {
    const title = 'Undecided Course';
    const res = await restCreate(
      app,
      owner.token,
      validCourse({ courseTitle: title, publish: 'maybe' }),
    );
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'publish' })]);
    const mine = (await app.gql('{ educatorCourses { courseTitle } }', {}, owner.token)).data!;
    expect(mine.educatorCourses.map((c: { courseTitle: string }) => c.courseTitle)).not.toContain(
      title,
    );
  });

  it('publishes at once what the original REST client adds', async () => {
    const title = 'Original Client Course';
    const res = await restCreate(app, owner.token, validCourse({ courseTitle: title }));
    expect(res.body.success).toBe(true);
    await app.settled();
    const all = await app.rest('get', '/api/course/all');
    const added = all.body.courses.find((c: any) => c.courseTitle === title);
    expect(added).toMatchObject({ isPublished: true });
  });

  describe('previewing as a student', () => {
    let courseId: string;
    let lockedId: string;

    beforeAll(async () => {
      courseId = (await createCourse(app, owner.user.id, { title: 'Preview me', published: false }))
        .id;
      const course = (await app.gql(COURSE, { id: courseId }, owner.token)).data!.course;
      lockedId = course.courseContent[0].chapterContent[1].lectureId;
    });

    it('opens locked lectures to the owner and admins only', async () => {
      for (const token of [owner.token, admin.token]) {
        const course = (await app.gql(COURSE, { id: courseId }, token)).data!.course;
        expect(course.courseContent[0].chapterContent[1].lectureUrl).toMatch(/^https:/);
      }
      await app.gql(PUBLISH, { id: courseId }, owner.token);
      await app.settled();
      const seen = (await app.gql(COURSE, { id: courseId }, learner.token)).data!.course;
      expect(seen.courseContent[0].chapterContent[1].lectureUrl).toBeNull();
    });

    it('records no progress and no resume point for the previewing owner', async () => {
      const done = await app.gql(COMPLETE, { courseId, lectureId: lockedId }, owner.token);
      expect(errorCode(done)).toBe('FORBIDDEN');
      const saved = await app.gql(SAVE_POSITION, { courseId, lectureId: lockedId }, owner.token);
      expect(errorCode(saved)).toBe('FORBIDDEN');
      expect(await db.getRepository(LectureCompletion).countBy({ userId: owner.user.id })).toBe(0);
      expect(await db.getRepository(LecturePosition).countBy({ userId: owner.user.id })).toBe(0);
    });
  });
});
