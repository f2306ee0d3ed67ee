import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { signUp } from '../support/auth-operations';
import { educator, enroll } from '../support/catalog-fixtures';
import { gqlCreate, JPEG, PNG, restCreate, validCourse } from '../support/educator-operations';
import { newUser, TestApp, type GraphQLResponse } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

const UPDATE = `mutation($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) {
  id courseTitle coursePrice discount
  courseContent { chapterId chapterTitle chapterOrder chapterContent { lectureId lectureTitle lectureOrder lectureUrl isPreviewFree } } } }`;
const DELETE = `mutation($id: ID!) { deleteCourse(id: $id) { outcome message } }`;
const COURSES = `{ educatorCourses { id courseTitle earnings enrolledStudentsCount netPrice isPublished } }`;
const DASHBOARD = `{ educatorDashboard { totalCourses totalEarnings totalEnrollments enrolledStudentsData { student { id name imageUrl } courseTitle purchaseDate } } }`;
const STUDENTS = `{ enrolledStudents { student { id name } courseId courseTitle purchaseDate } }`;

describe('educator area', () => {
  let app: TestApp;
  let owner: Session;
  let other: Session;
  let student: Session;
  let admin: Session;
  let uploadDir: string;

  beforeAll(async () => {
    app = await TestApp.start({ maxUploadBytes: 5 * 1024 * 1024 });
    owner = await educator(app);
    other = await educator(app);
    student = await signUp(app, newUser());
    admin = await signUp(app, newUser());
    await app.app
      .get(DataSource)
      .query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    uploadDir = app.app.get<RuntimeConfig>(RUNTIME_CONFIG).uploadDir;
  });
  afterAll(async () => {
    expect(app.bodies.join('\n')).not.toMatch(/argon2|password_?hash/i);
    await app.close();
  });

  const db = () => app.app.get(DataSource);
  const storedThumbnails = () =>
    fs.existsSync(path.join(uploadDir, 'thumbnails'))
      ? fs.readdirSync(path.join(uploadDir, 'thumbnails'))
      : [];
  const courseCount = async () =>
    (await db().query(`SELECT count(*)::int AS n FROM courses`))[0].n as number;
  async function create(token = owner.token, input = validCourse()) {
    const res = await gqlCreate(app, token, input);
    if (!res.body.data?.createCourse) throw new Error(res.text);
    return res.body.data.createCourse;
  }

  describe('creating a course', () => {
    it('stores the course, its thumbnail and its curriculum with orders from 1', async () => {
      const course = await create();
      expect(course).toMatchObject({
        courseTitle: 'Growth Marketing',
        coursePrice: 1999,
        discount: 25,
      });
      expect(course.courseThumbnail).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/uploads\/thumbnails\/[0-9a-f-]{36}-32\.jpg$/,
      );
      expect(
        course.courseContent.map((c: any) => [
          c.chapterOrder,
          c.chapterContent.map((l: any) => l.lectureOrder),
        ]),
      ).toEqual([
        [1, [1, 2]],
        [2, [1]],
      ]);
      const image = await app.http().get(new URL(course.courseThumbnail).pathname);
      expect(image.status).toBe(200);
      // The opaque PNG is re-encoded: its fallback is a JPEG of the same size.
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
        format: 'jpeg',
        width: 32,
        height: 18,
      });
      const listed = await app.gql(`{ courses(search: "Growth Marketing") { nodes { id } } }`);
      expect(listed.data!.courses.nodes).toContainEqual({ id: course.id });
    });

    it('accepts a JPEG over REST, with numbers sent as text, and answers in the original shape', async () => {
      const res = await restCreate(
        app,
        owner.token,
        { ...validCourse({ coursePrice: '499', discount: '10' }), courseTitle: 'REST course' },
        { bytes: JPEG, filename: 'cover.jpg', contentType: 'image/jpeg' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Course Added',
        course: { courseTitle: 'REST course', coursePrice: 499, discount: 10 },
      });
      expect(res.body.course.courseThumbnail).toMatch(/\.jpg$/);
      const image = await app.http().get(new URL(res.body.course.courseThumbnail).pathname);
      expect(image.headers['content-type']).toBe('image/jpeg');
    });

    it('judges the file by its bytes, not its name or declared type', async () => {
      const before = { files: storedThumbnails().length, courses: await courseCount() };
      const disguised = await gqlCreate(app, owner.token, validCourse(), {
        bytes: Buffer.from('just some text, not an image'),
        filename: 'cover.png',
        contentType: 'image/png',
      });
      expect(disguised.body.errors[0]).toMatchObject({
        message: 'Thumbnail must be a PNG, JPEG, GIF or WebP image',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const restDisguised = await restCreate(app, owner.token, validCourse(), {
        bytes: Buffer.from('<svg onload="alert(1)"/>'),
        filename: 'x.png',
        contentType: 'image/png',
      });
      expect(restDisguised.status).toBe(200);
      expect(restDisguised.body.message).toBe('Thumbnail must be a PNG, JPEG, GIF or WebP image');
      expect({ files: storedThumbnails().length, courses: await courseCount() }).toEqual(before);

      const mislabelled = await gqlCreate(app, owner.token, validCourse(), {
        bytes: PNG,
        filename: 'notes.txt',
        contentType: 'text/plain',
      });
      expect(mislabelled.body.data.createCourse.courseThumbnail).toMatch(/-32\.jpg$/);
    });

    it('refuses a file over the size limit with the limit in the message, storing nothing', async () => {
      const before = { files: storedThumbnails().length, courses: await courseCount() };
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const gql = await gqlCreate(app, owner.token, validCourse(), { bytes: big });
      expect(gql.body.errors[0]).toMatchObject({
        message: 'Thumbnail must be at most 5 MB',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const rest = await restCreate(app, owner.token, validCourse(), { bytes: big });
      expect(rest.status).toBe(200);
      expect(rest.body.message).toBe('Thumbnail must be at most 5 MB');
      expect({ files: storedThumbnails().length, courses: await courseCount() }).toEqual(before);
      // The limit the course form checks before sending (shared/image-upload.ts).
      const settings = await app.gql('{ siteSettings { maxUploadBytes } }');
      expect(settings.data!.siteSettings.maxUploadBytes).toBe(5 * 1024 * 1024);
    });

    it('requires a thumbnail: Thumbnail Not Selected', async () => {
      const rest = await restCreate(app, owner.token, validCourse(), null);
      expect(rest.status).toBe(200);
      expect(rest.body.message).toBe('Thumbnail Not Selected');
    });

    it.each([
      [{ courseTitle: '' }, 'courseTitle', 'Course title is required'],
      [{ coursePrice: -1 }, 'coursePrice', 'Course price must be a number from 0 to 10000000'],
      [{ coursePrice: 'abc' }, 'coursePrice', 'Course price must be a number from 0 to 10000000'],
      [{ discount: 101 }, 'discount', 'Discount must be between 0 and 100'],
      [{ discount: -5 }, 'discount', 'Discount must be between 0 and 100'],
      [
        {
          courseContent: [
            {
              chapterTitle: 'C',
              chapterContent: [
                { lectureTitle: 'L', lectureDuration: 0, lectureUrl: 'https://x.io' },
              ],
            },
          ],
        },
        'courseContent[0].chapterContent[0].lectureDuration',
        'Lecture 1.1 duration must be a whole number of minutes from 1 to 1440',
      ],
      [
        {
          courseContent: [
            {
              chapterTitle: 'C',
              chapterContent: [
                { lectureTitle: 'L', lectureDuration: 5, lectureUrl: 'javascript:alert(1)' },
              ],
            },
          ],
        },
        'courseContent[0].chapterContent[0].lectureUrl',
        'Lecture 1.1 URL must be a YouTube video link',
      ],
      [
        { courseContent: [{ chapterTitle: '', chapterContent: [] }] },
        'courseContent[0].chapterTitle',
        'Chapter 1 title is required',
      ],
    ])(
      'refuses %j over REST, naming the field, storing nothing',
      async (override, field, message) => {
        const before = { files: storedThumbnails().length, courses: await courseCount() };
        const res = await restCreate(app, owner.token, validCourse(override));
        expect(res.status).toBe(200);
        expect(res.body.errors).toContainEqual(expect.objectContaining({ field, message }));
        expect({ files: storedThumbnails().length, courses: await courseCount() }).toEqual(before);
      },
    );

    it('sanitises the description: formatting survives, scripts and foreign frames do not', async () => {
      const description =
        '<h1 onclick="x()">Title</h1><h2>Sub</h2><h3>Small</h3><p><strong>b</strong><em>i</em><u>u</u>' +
        '<span style="color: #e60000; font-family: serif; font-size: 1.5em; position: fixed">styled</span></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<p><a href="https://example.com">site</a> <a href="mailto:hi@example.com">mail</a> <a href="javascript:alert(1)">evil</a></p>' +
        '<script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/aaaaaaaaaaa"></iframe></div>' +
        '<iframe src="https://player.vimeo.com/video/123"></iframe><iframe src="https://evil.example/x"></iframe>';
      const course = await create(owner.token, validCourse({ courseDescription: description }));
      const html: string = course.courseDescription;
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|evil\.example|<img|position/i);
      for (const kept of [
        '<h1>Title</h1>',
        '<h2>Sub</h2>',
        '<h3>Small</h3>',
        '<strong>b</strong>',
        '<em>i</em>',
        '<u>u</u>',
        '<ul><li>one</li></ul>',
        '<ol><li>two</li></ol>',
        'color:#e60000',
        'font-family:serif',
        'font-size:1.5em',
        'href="mailto:hi@example.com"',
        'https://www.youtube.com/embed/aaaaaaaaaaa',
        'https://player.vimeo.com/video/123',
      ]) {
        expect(html).toContain(kept);
      }
      expect(html).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
      );
    });
  });

  describe('who may do what', () => {
    let courseId: string;
    beforeAll(async () => {
      courseId = (await create()).id;
    });

    const restPaths: [method: 'get' | 'put' | 'delete' | 'post', path: string][] = [
      ['post', '/api/educator/add-course'],
      ['put', '/api/course/:id'],
      ['delete', '/api/course/:id'],
      ['get', '/api/educator/courses'],
      ['get', '/api/educator/dashboard'],
      ['get', '/api/educator/enrolled-students'],
    ];
    const restCall = (method: (typeof restPaths)[number][0], p: string, token?: string) =>
      app.rest(
        method,
        p.replace(':id', courseId),
        method === 'put' ? { courseTitle: 'x' } : undefined,
        token,
      );

    it.each(restPaths)('refuses anonymous REST %s %s with 401', async (method, p) => {
      const res = await restCall(method, p);
      expect([res.status, res.body]).toEqual([
        401,
        { success: false, message: 'Access token required' },
      ]);
    });

    it.each(restPaths)('refuses a student on REST %s %s with 403', async (method, p) => {
      const res = await restCall(method, p, student.token);
      expect([res.status, res.body]).toEqual([
        403,
        { success: false, message: 'Insufficient permissions' },
      ]);
    });

    const operations: [
      name: string,
      query: string,
      variables: (id: string) => Record<string, unknown>,
    ][] = [
      ['updateCourse', UPDATE, (id) => ({ id, input: { courseTitle: 'x' } })],
      ['deleteCourse', DELETE, (id) => ({ id })],
      ['educatorCourses', COURSES, () => ({})],
      ['educatorDashboard', DASHBOARD, () => ({})],
      ['enrolledStudents', STUDENTS, () => ({})],
    ];

    it.each(operations)(
      'refuses anonymous GraphQL %s as UNAUTHENTICATED',
      async (_, query, vars) => {
        const res = await app.gql(query, vars(courseId));
        expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      },
    );

    it.each(operations)('refuses a student on GraphQL %s as FORBIDDEN', async (_, query, vars) => {
      const res = await app.gql(query, vars(courseId), student.token);
      expect(res.errors![0].extensions!.code).toBe('FORBIDDEN');
    });

    it.each([
      ['anonymous', 'UNAUTHENTICATED', () => undefined],
      ['a student', 'FORBIDDEN', () => student.token],
    ])('refuses GraphQL createCourse from %s as %s', async (_, code, token) => {
      const res = await gqlCreate(app, token(), validCourse());
      expect(res.body.errors[0].extensions.code).toBe(code);
    });

    it('leaves the course as it was after the refused calls', async () => {
      expect(await app.gql(`{ course(id: "${courseId}") { courseTitle } }`)).toMatchObject({
        data: { course: { courseTitle: 'Growth Marketing' } },
      });
    });

    it('keeps another educator out of a course: not found or no access, and nothing changes', async () => {
      const update = await app.gql(
        UPDATE,
        { id: courseId, input: { courseTitle: 'Hijacked' } },
        other.token,
      );
      expect(update.errors![0]).toMatchObject({
        message: 'Course not found or you do not have access to it',
        extensions: { code: 'NOT_FOUND' },
      });
      const del = await app.gql(DELETE, { id: courseId }, other.token);
      expect(del.errors![0].extensions!.code).toBe('NOT_FOUND');
      const put = await app.rest(
        'put',
        `/api/course/${courseId}`,
        { courseTitle: 'Hijacked' },
        other.token,
      );
      expect(put.status).toBe(200);
      expect(put.body).toEqual({
        success: false,
        message: 'Course not found or you do not have access to it',
      });
      expect(
        (await app.rest('delete', `/api/course/${courseId}`, undefined, other.token)).body,
      ).toEqual({ success: false, message: 'Course not found or you do not have access to it' });
      const [row] = await db().query(`SELECT course_title FROM courses WHERE id = $1`, [courseId]);
      expect(row.course_title).toBe('Growth Marketing');
      const theirs = await app.gql(COURSES, {}, other.token);
      expect(theirs.data!.educatorCourses.map((c: any) => c.id)).not.toContain(courseId);
    });

    it('lets the owner and an admin edit', async () => {
      expect(
        (await app.gql(UPDATE, { id: courseId, input: { coursePrice: 2500 } }, owner.token)).data!
          .updateCourse.coursePrice,
      ).toBe(2500);
      const put = await app.rest('put', `/api/course/${courseId}`, { discount: 50 }, admin.token);
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        success: true,
        message: 'Course updated successfully!',
        course: { _id: courseId, coursePrice: 2500, discount: 50 },
      });
    });

    it('validates updates: title and price cannot be blanked, discount stays within 0 to 100', async () => {
      for (const [input, message] of [
        [{ courseTitle: ' ' }, 'Course title is required'],
        [{ coursePrice: null, discount: 150 }, 'Discount must be between 0 and 100'],
      ] as const) {
        const res = await app.gql(UPDATE, { id: courseId, input }, owner.token);
        expect(res.errors![0].message).toContain(message);
      }
      const put = await app.rest(
        'put',
        `/api/course/${courseId}`,
        { coursePrice: '' },
        owner.token,
      );
      expect(put.status).toBe(200);
      expect(put.body.message).toBe('Course price is required');
    });
  });

  describe('editing the curriculum', () => {
    describe('an edit that renames, moves, blanks a URL and leaves lectures out', () => {
      let start: any, grow: any, intro: any, deep: any, loops: any;
      let res: GraphQLResponse;
      const content = () => res.data!.updateCourse.courseContent;

      beforeAll(async () => {
        const course = await create();
        [start, grow] = course.courseContent;
        [intro, deep] = start.chapterContent;
        [loops] = grow.chapterContent;
        const learner = await signUp(app, newUser());
        await enroll(app, learner.user.id, course.id);
        const complete = `mutation($c: ID!, $l: ID!) { completeLecture(courseId: $c, lectureId: $l) { message } }`;
        for (const lecture of [loops, deep])
          await app.gql(complete, { c: course.id, l: lecture.lectureId }, learner.token);
        res = await app.gql(
          UPDATE,
          {
            id: course.id,
            input: {
              courseContent: [
                {
                  chapterId: grow.chapterId,
                  chapterTitle: 'Grow (renamed)',
                  chapterContent: [
                    {
                      lectureId: loops.lectureId,
                      lectureTitle: 'Loops',
                      lectureDuration: 15,
                      lectureUrl: '',
                    },
                    {
                      lectureId: intro.lectureId,
                      lectureTitle: 'Intro (moved)',
                      lectureDuration: 10,
                      lectureUrl: 'https://youtu.be/ddddddddddd',
                      isPreviewFree: true,
                    },
                  ],
                },
                {
                  chapterTitle: 'New chapter',
                  chapterContent: [
                    {
                      lectureTitle: 'Brand new',
                      lectureDuration: 5,
                      lectureUrl: 'https://youtu.be/eeeeeeeeeee',
                    },
                  ],
                },
              ],
            },
          },
          owner.token,
        );
      });

      it('is accepted without errors', () => {
        expect(res.errors).toBeUndefined();
      });

      it('numbers the chapters from 1 and keeps the id of a chapter that still exists', () => {
        expect(content().map((c: any) => [c.chapterOrder, c.chapterTitle])).toEqual([
          [1, 'Grow (renamed)'],
          [2, 'New chapter'],
        ]);
        expect(content()[0].chapterId).toBe(grow.chapterId);
        expect(content()[1].chapterContent[0].lectureOrder).toBe(1);
      });

      it('keeps the ids of moved and renamed lectures, and the stored URL of a blanked one', () => {
        expect(content()[0].chapterContent).toEqual([
          {
            lectureId: loops.lectureId,
            lectureTitle: 'Loops',
            lectureOrder: 1,
            lectureUrl: 'https://youtu.be/ccccccccccc',
            isPreviewFree: false,
          },
          {
            lectureId: intro.lectureId,
            lectureTitle: 'Intro (moved)',
            lectureOrder: 2,
            lectureUrl: 'https://youtu.be/ddddddddddd',
            isPreviewFree: true,
          },
        ]);
      });

      it('deletes the lectures and chapters left out, even ones a learner completed', async () => {
        const gone = await db().query(`SELECT id FROM lectures WHERE id = ANY($1)`, [
          [deep.lectureId],
        ]);
        expect(gone).toEqual([]);
        expect(
          await db().query(`SELECT id FROM chapters WHERE id = $1`, [start.chapterId]),
        ).toEqual([]);
      });
    });

    it('refuses a new lecture without a URL', async () => {
      const course = await create();
      const res = await app.rest(
        'put',
        `/api/course/${course.id}`,
        {
          courseContent: [
            {
              chapterTitle: 'C',
              chapterContent: [
                {
                  lectureId: 'client-made-id',
                  lectureTitle: 'L',
                  lectureDuration: 3,
                  lectureUrl: '',
                },
              ],
            },
          ],
        },
        owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Lecture 1.1 URL is required');
    });
  });

  describe('prices and edits that change nothing', () => {
    const stored = async (id: string) =>
      (
        await db().query(
          `SELECT course_price::float AS price, discount::float, updated_at::text FROM courses WHERE id = $1`,
          [id],
        )
      )[0] as { price: number; discount: number; updated_at: string };

    it('gives a free course no discount: the original client still adds it, and an edit to price 0 drops it', async () => {
      const res = await restCreate(app, owner.token, {
        ...validCourse({ coursePrice: 0, discount: 15 }),
        courseTitle: 'Free with a discount sent',
      });
      expect(res.body).toMatchObject({ success: true, course: { coursePrice: 0, discount: 0 } });
      expect(await stored(res.body.course._id)).toMatchObject({
        price: 0,
        discount: 0,
      });
      const paid = await create(owner.token, validCourse({ coursePrice: 500, discount: 20 }));
      const update = (input: object) =>
        app.gql<{ updateCourse: { coursePrice: number; discount: number } }>(
          UPDATE,
          { id: paid.id, input },
          owner.token,
        );
      expect((await update({ coursePrice: 0 })).data!.updateCourse).toMatchObject({
        coursePrice: 0,
        discount: 0,
      });
      expect((await update({ discount: 30 })).data!.updateCourse.discount).toBe(0);
      expect((await update({ coursePrice: 800, discount: 30 })).data!.updateCourse).toMatchObject({
        coursePrice: 800,
        discount: 30,
      });
    });

    describe('only plain decimal prices', () => {
      let courseId: string;
      beforeAll(async () => {
        courseId = (await create()).id;
      });

      it.each(['0x10', '0b11', '1e3', '+499', '499.', '.5'])(
        'refuses %j on both APIs, adding and changing nothing',
        async (price) => {
          const before = { courses: await courseCount(), row: await stored(courseId) };
          const added = await restCreate(app, owner.token, validCourse({ coursePrice: price }));
          expect(added.status).toBe(200);
          expect(added.body.errors).toContainEqual({
            field: 'coursePrice',
            message: 'Course price must be a number from 0 to 10000000',
            code: 'INVALID',
          });
          const put = await app.rest(
            'put',
            `/api/course/${courseId}`,
            { coursePrice: price, discount: price },
            owner.token,
          );
          expect(put.status).toBe(200);
          expect(put.body.errors.map((e: { field: string }) => e.field)).toEqual([
            'coursePrice',
            'discount',
          ]);
          const gql = await app.gql(
            UPDATE,
            { id: courseId, input: { coursePrice: price } },
            owner.token,
          );
          expect(gql.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
          expect(gql.errors![0].message).toContain('coursePrice');
          expect({ courses: await courseCount(), row: await stored(courseId) }).toEqual(before);
        },
      );

      it.each([
        ['499', 499],
        [' 499.50 ', 499.5],
        [1e3, 1000],
        ['0', 0],
      ] as const)('stores %j sent over REST as %d', async (sent, price) => {
        const put = await app.rest(
          'put',
          `/api/course/${courseId}`,
          { coursePrice: sent },
          owner.token,
        );
        expect(put.status).toBe(200);
        expect((await stored(courseId)).price).toBe(price);
      });

      it('keeps the paise of a new course priced 1999.99', async () => {
        const added = await restCreate(app, owner.token, validCourse({ coursePrice: '1999.99' }));
        expect(added.body.course.coursePrice).toBe(1999.99);
      });
    });

    describe('edits that hold no change', () => {
      let course: any;
      let curriculum: any[];
      let before: Awaited<ReturnType<typeof stored>>;
      beforeAll(async () => {
        course = await create();
        before = await stored(course.id);
        curriculum = course.courseContent.map((chapter: any) => ({
          chapterId: chapter.chapterId,
          chapterTitle: chapter.chapterTitle,
          chapterContent: chapter.chapterContent.map((l: any) => ({
            lectureId: l.lectureId,
            lectureTitle: l.lectureTitle,
            lectureDuration: l.lectureDuration,
            lectureUrl: l.lectureUrl,
            isPreviewFree: l.isPreviewFree,
          })),
        }));
      });

      it.each([
        ['an empty body', {}],
        ['an unknown field', { unknownField: 'x' }],
        [
          'the stored values',
          { courseTitle: 'Growth Marketing', coursePrice: '1999', discount: 25 },
        ],
      ])('answer REST %s with success, leaving the row and updatedAt alone', async (_, body) => {
        const put = await app.rest('put', `/api/course/${course.id}`, body, owner.token);
        expect(put.status).toBe(200);
        expect(put.body).toMatchObject({
          success: true,
          course: { _id: course.id, updatedAt: expect.any(String) },
        });
        expect(await stored(course.id)).toEqual(before);
      });

      it.each([
        ['an empty input', () => ({})],
        [
          'the stored description and curriculum',
          () => ({ courseDescription: course.courseDescription, courseContent: curriculum }),
        ],
      ])(
        'answer GraphQL %s with the course, leaving the row and updatedAt alone',
        async (_, input) => {
          const res = await app.gql(UPDATE, { id: course.id, input: input() }, owner.token);
          expect(res.data!.updateCourse).toMatchObject({ id: course.id, coursePrice: 1999 });
          expect(await stored(course.id)).toEqual(before);
        },
      );

      it('moves updatedAt on once a lecture is renamed, and again when the discount changes', async () => {
        const renamed = structuredClone(curriculum);
        renamed[1].chapterContent[0].lectureTitle = 'Loops, renamed';
        await app.gql(UPDATE, { id: course.id, input: { courseContent: renamed } }, owner.token);
        const afterCurriculum = await stored(course.id);
        expect(afterCurriculum.updated_at > before.updated_at).toBe(true);
        await app.rest('put', `/api/course/${course.id}`, { discount: 30 }, owner.token);
        expect(await stored(course.id)).toMatchObject({ discount: 30 });
        expect((await stored(course.id)).updated_at > afterCurriculum.updated_at).toBe(true);
      });
    });
  });

  describe('deleting', () => {
    it('deletes a course nobody is enrolled in, with its thumbnail file', async () => {
      const course = await create();
      const stored = new URL(course.courseThumbnail).pathname.replace('/uploads/', '');
      const file = path.join(uploadDir, stored);
      expect(fs.existsSync(file)).toBe(true);
      const res = await app.rest('delete', `/api/course/${course.id}`, undefined, owner.token);
      expect(res.body).toEqual({
        success: true,
        message: 'Course deleted successfully!',
        outcome: 'DELETED',
      });
      expect(fs.existsSync(file)).toBe(false);
      expect((await app.rest('get', `/api/course/${course.id}`)).body).toEqual({
        success: false,
        message: 'Course not found',
      });
    });

    it("archives a course with enrolments: gone from the educator's lists and the catalog, still open to its learner", async () => {
      const course = await create();
      await enroll(app, student.user.id, course.id);
      const totalCourses = async () =>
        (await app.gql('{ educatorDashboard { totalCourses } }', {}, owner.token)).data!
          .educatorDashboard.totalCourses as number;
      const coursesBefore = await totalCourses();
      const res = await app.gql(DELETE, { id: course.id }, owner.token);
      expect(res.data!.deleteCourse.outcome).toBe('ARCHIVED');
      expect(res.data!.deleteCourse.message).toMatch(/^Course deleted successfully! .*keep access/);
      const catalog = await app.rest('get', '/api/course/all');
      expect(catalog.body.courses.map((c: any) => c._id)).not.toContain(course.id);
      expect(
        (await app.gql(`{ course(id: "${course.id}") { id } }`)).errors![0].extensions!.code,
      ).toBe('NOT_FOUND');
      const learner = await app.gql(
        `{ course(id: "${course.id}") { isPublished courseContent { chapterContent { lectureUrl } } } }`,
        {},
        student.token,
      );
      expect(learner.data!.course.isPublished).toBe(false);
      expect(
        learner.data!.course.courseContent[0].chapterContent.every((l: any) => l.lectureUrl),
      ).toBe(true);
      const mine = await app.gql(COURSES, {}, owner.token);
      expect(mine.data!.educatorCourses.map((c: any) => c.id)).not.toContain(course.id);
      expect(await totalCourses()).toBe(coursesBefore - 1);
      for (const again of [
        await app.gql(UPDATE, { id: course.id, input: { discount: 5 } }, owner.token),
        await app.gql(DELETE, { id: course.id }, owner.token),
      ]) {
        expect(again.errors![0]).toMatchObject({
          message: 'Course not found or you do not have access to it',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    });
  });

  describe('dashboard, earnings and students', () => {
    let teacher: Session;
    const newestFirst = [
      ['Third Buyer', 'Paid B'],
      ['Second Buyer', 'Paid A'],
      ['First Buyer', 'Paid A'],
    ];
    const dashboard = async () =>
      (await app.gql(DASHBOARD, {}, teacher.token)).data!.educatorDashboard;

    // Two courses, three completed purchases a few ms apart, and one pending one that must not count.
    beforeAll(async () => {
      teacher = await educator(app);
      const a = await create(
        teacher.token,
        validCourse({ courseTitle: 'Paid A', coursePrice: 1999, discount: 25 }),
      );
      const b = await create(
        teacher.token,
        validCourse({ courseTitle: 'Paid B', coursePrice: 999.99, discount: 10 }),
      );
      const buyers = [
        await signUp(app, newUser({ name: 'First Buyer' })),
        await signUp(app, newUser({ name: 'Second Buyer' })),
        await signUp(app, newUser({ name: 'Third Buyer' })),
      ];
      // A paid purchase has its paid time (and a refunded one its refund time), as checkout writes.
      const purchase = (userId: string, courseId: string, paise: number, status: string) =>
        db().query(
          `INSERT INTO purchases (user_id, course_id, amount_paise, currency, status, completed_at, refunded_at)
           VALUES ($1, $2, $3, 'INR', $4::purchase_status,
             CASE WHEN $4 <> 'pending' THEN now() END, CASE WHEN $4 = 'refunded' THEN now() END)`,
          [userId, courseId, paise, status],
        );
      await purchase(buyers[0].user.id, a.id, 149925, 'completed');
      await enroll(app, buyers[0].user.id, a.id);
      await new Promise((r) => setTimeout(r, 5));
      await purchase(buyers[1].user.id, a.id, 149925, 'completed');
      await enroll(app, buyers[1].user.id, a.id);
      await new Promise((r) => setTimeout(r, 5));
      await purchase(buyers[2].user.id, b.id, 89999, 'completed');
      await enroll(app, buyers[2].user.id, b.id);
      await purchase(buyers[2].user.id, a.id, 149925, 'pending');
      // Two refunds, ₹1,499.25 and ₹1,749.30 (B's price when it was bought): out of net sales.
      await purchase(buyers[0].user.id, b.id, 174930, 'refunded');
      await purchase(buyers[1].user.id, b.id, 149925, 'refunded');
    });

    it('gives each course its floored earnings, enrolments and net price over GraphQL', async () => {
      const courses = (await app.gql(COURSES, {}, teacher.token)).data!.educatorCourses;
      expect(
        courses.map((c: any) => [c.courseTitle, c.earnings, c.enrolledStudentsCount, c.netPrice]),
      ).toEqual([
        ['Paid B', 899, 1, 899.99],
        ['Paid A', 2998, 2, 1499.25],
      ]);
    });

    it('sums money exactly: refunds ₹1,499.25 + ₹1,749.30 = ₹3,248.55; only the spec earnings drop the paise', async () => {
      const figures = (
        await app.gql(
          `{ educatorDashboard { totalEarnings grossSales netSales totalRefunds refundedAmount }
             educatorCourses { courseTitle earnings netSales } }`,
          {},
          teacher.token,
        )
      ).data!;
      expect(figures.educatorDashboard).toEqual({
        totalEarnings: 3898,
        grossSales: 7147.04,
        netSales: 3898.49,
        totalRefunds: 2,
        refundedAmount: 3248.55,
      });
      expect(figures.educatorCourses).toEqual([
        { courseTitle: 'Paid B', earnings: 899, netSales: 899.99 },
        { courseTitle: 'Paid A', earnings: 2998, netSales: 2998.5 },
      ]);
    });

    it('totals courses, earnings and enrolments on the GraphQL dashboard', async () => {
      expect(await dashboard()).toMatchObject({
        totalCourses: 2,
        totalEarnings: 3898,
        totalEnrollments: 3,
      });
    });

    it('lists enrolled students newest first on the GraphQL dashboard', async () => {
      expect(
        (await dashboard()).enrolledStudentsData.map((e: any) => [e.student.name, e.courseTitle]),
      ).toEqual(newestFirst);
    });

    it('answers GET /api/educator/dashboard with the same figures in the original shape', async () => {
      const { enrolledStudentsData } = await dashboard();
      const rest = await app.rest('get', '/api/educator/dashboard', undefined, teacher.token);
      expect(rest.body).toEqual({
        success: true,
        dashboardData: {
          totalCourses: 2,
          totalEarnings: 3898,
          enrolledStudentsData: enrolledStudentsData.map((e: any) => ({
            courseTitle: e.courseTitle,
            student: { _id: e.student.id, name: e.student.name, imageUrl: e.student.imageUrl },
          })),
        },
      });
    });

    it('lists students newest first on GET /api/educator/enrolled-students, in the original shape', async () => {
      const students = await app.rest(
        'get',
        '/api/educator/enrolled-students',
        undefined,
        teacher.token,
      );
      expect(
        students.body.enrolledStudents.map((e: any) => [e.student.name, e.courseTitle]),
      ).toEqual(newestFirst);
      expect(Object.keys(students.body.enrolledStudents[0]).sort()).toEqual([
        'courseTitle',
        'purchaseDate',
        'student',
      ]);
    });

    it('gives the same earnings and enrolments on GET /api/educator/courses', async () => {
      const restCourses = await app.rest('get', '/api/educator/courses', undefined, teacher.token);
      expect(
        restCourses.body.courses.map((c: any) => [
          c.courseTitle,
          c.earnings,
          c.enrolledStudents.length,
        ]),
      ).toEqual([
        ['Paid B', 899, 1],
        ['Paid A', 2998, 2],
      ]);
    });
  });

  describe('an educator with more enrolments than the dashboard lists', () => {
    it('lists the 10 latest on the dashboard, counts them all, and lists all in enrolledStudents', async () => {
      const teacher = await educator(app);
      const course = await create(teacher.token, validCourse({ courseTitle: 'Popular' }));
      const names: string[] = [];
      for (let i = 1; i <= 12; i++) {
        const learner = await signUp(app, newUser({ name: `Learner ${i}` }));
        await enroll(app, learner.user.id, course.id);
        names.unshift(`Learner ${i}`);
      }
      const gql = (await app.gql(DASHBOARD, {}, teacher.token)).data!.educatorDashboard;
      expect(gql.totalEnrollments).toBe(12);
      expect(gql.enrolledStudentsData.map((e: any) => e.student.name)).toEqual(names.slice(0, 10));
      const rest = await app.rest('get', '/api/educator/dashboard', undefined, teacher.token);
      expect(rest.body.dashboardData.enrolledStudentsData.map((e: any) => e.student.name)).toEqual(
        names.slice(0, 10),
      );
      const all = await app.gql('{ enrolledStudents { student { name } } }', {}, teacher.token);
      expect(all.data!.enrolledStudents.map((e: any) => e.student.name)).toEqual(names);
    });
  });
});
