import { DataSource } from 'typeorm';
import { canonicalYouTubeLink } from '../../../shared/youtube-link';
import { DEMO_COURSES } from '../../src/seed/demo-data';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { gqlCreate, restCreate, validCourse } from '../support/educator-operations';
import { TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const UPDATE = `mutation($id: ID!, $input: UpdateCourseInput!) {
  updateCourse(id: $id, input: $input) { id } }`;

const ID = 'dQw4w9WgXcQ';
const CANONICAL = `https://youtu.be/${ID}`;
const FIELD = 'courseContent[0].chapterContent[0].lectureUrl';
const MESSAGE = 'Lecture 1.1 URL must be a YouTube video link';

/** The forms a lecture link may take besides https://youtu.be/ID itself; each is stored as that. */
const ACCEPTED = [
  `https://youtu.be/${ID}?si=abc&t=10`,
  `https://www.youtube.com/watch?v=${ID}`,
  `www.youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?feature=share&v=${ID}&t=42s`,
  `https://music.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/embed/${ID}?start=30`,
  `https://youtube.com/shorts/${ID}`,
  `https://www.youtube.com/live/${ID}`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  ID,
];

const REFUSED = [
  'https://vimeo.com/123456',
  'https://x.io',
  'https://www.youtube.com/@brandcraft',
  `https://youtube.com.evil.example/watch?v=${ID}`,
  'https://www.youtube.com/watch?v=dQw4w9WgXc',
  'dQw4w9WgXc',
  'javascript:alert(1)',
  'not a video',
];

const withLink = (lectureUrl: string, lectureId?: string) => ({
  courseContent: [
    {
      chapterTitle: 'Start',
      chapterContent: [{ lectureId, lectureTitle: 'Intro', lectureDuration: 10, lectureUrl }],
    },
  ],
});

describe('lecture links: YouTube videos the player can play, stored canonical', () => {
  let app: TestApp;
  let owner: Session;
  let courseId: string;

  beforeAll(async () => {
    app = await TestApp.start();
    owner = await educator(app);
    courseId = (await gqlCreate(app, owner.token, validCourse())).body.data.createCourse.id;
  });
  afterAll(() => app.close());

  const db = () => app.app.get(DataSource);
  const storedLinks = async (id: string): Promise<string[]> =>
    (
      await db().query(
        `SELECT l.lecture_url FROM lectures l JOIN chapters c ON c.id = l.chapter_id
         WHERE c.course_id = $1 ORDER BY c.chapter_order, l.lecture_order`,
        [id],
      )
    ).map((row: { lecture_url: string }) => row.lecture_url);
  const courseCount = async () =>
    (await db().query(`SELECT count(*)::int AS n FROM courses`))[0].n as number;

  /** Each API's way of saving `input` as a course's content; resolves to the course id or the errors. */
  const apis: [string, (input: Record<string, unknown>) => Promise<Saved>][] = [
    [
      'GraphQL createCourse',
      async (input) => {
        const res = await gqlCreate(app, owner.token, validCourse(input));
        return res.body.data?.createCourse
          ? { id: res.body.data.createCourse.id }
          : { errors: res.body.errors?.[0]?.extensions?.fields };
      },
    ],
    [
      'REST add-course',
      async (input) => {
        const res = await restCreate(app, owner.token, validCourse(input));
        return res.body.success ? { id: res.body.course._id } : { errors: res.body.errors };
      },
    ],
    [
      'GraphQL updateCourse',
      async (input) => {
        const res = await app.gql(UPDATE, { id: courseId, input }, owner.token);
        return res.data?.updateCourse
          ? { id: courseId }
          : { errors: res.errors?.[0]?.extensions?.fields };
      },
    ],
    [
      'REST PUT /api/course/:id',
      async (input) => {
        const res = await app.rest('put', `/api/course/${courseId}`, input, owner.token);
        return res.body.success ? { id: courseId } : { errors: res.body.errors };
      },
    ],
  ];
  type Saved = { id: string; errors?: undefined } | { id?: undefined; errors: unknown };

  describe.each(apis)('%s', (_api, save) => {
    it.each(ACCEPTED)('stores %p as https://youtu.be/ID', async (link) => {
      const saved = await save(withLink(link));
      expect(saved.errors).toBeUndefined();
      expect(await storedLinks(saved.id!)).toEqual([CANONICAL]);
    });

    it.each(REFUSED)('refuses %p with the field error, saving nothing', async (link) => {
      const before = { courses: await courseCount(), links: await storedLinks(courseId) };
      const saved = await save(withLink(link));
      expect(saved.errors).toEqual([
        expect.objectContaining({ field: FIELD, message: MESSAGE, code: 'INVALID' }),
      ]);
      expect({ courses: await courseCount(), links: await storedLinks(courseId) }).toEqual(before);
    });
  });

  it('keeps the stored canonical link when REST PUT sends an existing lecture back blank', async () => {
    const created = await gqlCreate(
      app,
      owner.token,
      validCourse(withLink(`https://www.youtube.com/watch?v=${ID}`)),
    );
    const { id, courseContent } = created.body.data.createCourse;
    const lectureId = courseContent[0].chapterContent[0].lectureId;

    const res = await app.rest('put', `/api/course/${id}`, withLink('', lectureId), owner.token);

    expect(res.body.success).toBe(true);
    expect(await storedLinks(id)).toEqual([CANONICAL]);
  });

  it('reads every demo seed link as the canonical link it already is', () => {
    const links = DEMO_COURSES.flatMap((course) =>
      course.chapters.flatMap((chapter) =>
        chapter.lectures.map((l) => `https://youtu.be/${l.videoId}`),
      ),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => canonicalYouTubeLink(link) !== link)).toEqual([]);
  });
});
