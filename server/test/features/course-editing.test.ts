import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { signUp } from '../support/auth-operations';
import { educator, enroll } from '../support/catalog-fixtures';
import { picture } from '../support/crafted-images';
import { gqlCreate, validCourse } from '../support/educator-operations';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;
interface Source {
  url: string;
  width: number;
  type: string;
}

const EDITED = `id courseTitle courseThumbnail thumbnailSources { url width type }
  courseContent { chapterId chapterTitle chapterOrder chapterContent { lectureId lectureTitle lectureOrder lectureDuration lectureUrl isPreviewFree } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCourseInput!, $thumbnail: Upload) {
  updateCourse(id: $id, input: $input, thumbnail: $thumbnail) { ${EDITED} } }`;
const PUBLIC_COURSE = `query($id: ID!) { course(id: $id) { courseThumbnail thumbnailSources { url width type } } }`;
const PROGRESS = `query($courseId: ID!) { courseProgress(courseId: $courseId) { lecturesCompleted completedLectureIds } }`;
const COMPLETE = `mutation($c: ID!, $l: ID!) { completeLecture(courseId: $c, lectureId: $l) { message } }`;

describe('editing a course: replacing its thumbnail, renaming and reordering', () => {
  let app: TestApp;
  let owner: Session;
  let other: Session;
  let uploadDir: string;

  beforeAll(async () => {
    // One origin, hence one cache key: the public reads below are answered from the response cache.
    app = await TestApp.start({ publicUrl: 'https://brandcraft.test' });
    owner = await educator(app);
    other = await educator(app);
    uploadDir = app.app.get<RuntimeConfig>(RUNTIME_CONFIG).uploadDir;
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedFiles = () => {
    const dir = path.join(uploadDir, 'thumbnails');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const fileOf = (url: string) => path.basename(new URL(url).pathname);

  async function create() {
    const res = await gqlCreate(app, owner.token, validCourse(), {
      bytes: await picture(800, 450).png().toBuffer(),
    });
    if (!res.body.data?.createCourse) throw new Error(res.text);
    return res.body.data.createCourse as {
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      thumbnailSources: Source[];
      courseContent: any[];
    };
  }

  /** updateCourse as a multipart request with a new thumbnail, as Apollo's upload link sends it. */
  async function replaceThumbnail(
    token: string,
    id: string,
    input: Record<string, unknown>,
    bytes: Buffer,
  ) {
    const res = await app
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .set('authorization', `Bearer ${token}`)
      .field(
        'operations',
        JSON.stringify({ query: UPDATE, variables: { id, input, thumbnail: null } }),
      )
      .field('map', JSON.stringify({ 0: ['variables.thumbnail'] }))
      .attach('0', bytes, { filename: 'new.png', contentType: 'image/png' });
    return res.body as { data: any; errors?: any[] };
  }

  const publicThumbnail = async (id: string) =>
    (await app.gql(PUBLIC_COURSE, { id })).data!.course as {
      courseThumbnail: string;
      thumbnailSources: Source[];
    };

  describe('replacing the thumbnail', () => {
    it('stores the new picture in every rendition, removes the old files, and the cached answers show it', async () => {
      const course = await create();
      const oldFiles = course.thumbnailSources.map((s) => fileOf(s.url));
      // Read twice, so the public answer is cached before the edit.
      expect(await publicThumbnail(course.id)).toEqual(await publicThumbnail(course.id));

      const png = await picture(1600, 900).png().toBuffer();
      const res = await replaceThumbnail(
        owner.token,
        course.id,
        { courseTitle: 'Renamed too' },
        png,
      );
      expect(res.errors).toBeUndefined();
      const updated = res.data.updateCourse;
      expect(updated.courseTitle).toBe('Renamed too');
      expect(updated.thumbnailSources.map((s: Source) => [s.width, s.type])).toEqual([
        [320, 'image/webp'],
        [320, 'image/jpeg'],
        [640, 'image/webp'],
        [640, 'image/jpeg'],
        [1280, 'image/webp'],
        [1280, 'image/jpeg'],
      ]);
      expect(updated.courseThumbnail).toBe(updated.thumbnailSources[3].url);
      expect(updated.courseThumbnail).not.toBe(course.courseThumbnail);

      // The files on disk are exactly the new renditions; each decodes at its width.
      const newFiles = updated.thumbnailSources.map((s: Source) => fileOf(s.url));
      const onDisk = storedFiles();
      for (const file of oldFiles) expect(onDisk).not.toContain(file);
      for (const { url, width } of updated.thumbnailSources as Source[]) {
        const res = await app.http().get(new URL(url).pathname).buffer(true);
        expect(res.status).toBe(200);
        expect((await sharp(res.body as Buffer).metadata()).width).toBe(width);
      }
      expect(onDisk).toEqual(expect.arrayContaining(newFiles));

      expect(await publicThumbnail(course.id)).toEqual({
        courseThumbnail: updated.courseThumbnail,
        thumbnailSources: updated.thumbnailSources,
      });
      const rest = await app.rest('get', `/api/course/${course.id}`);
      expect(rest.body.courseData.courseThumbnail).toBe(updated.courseThumbnail);
    });

    it('refuses a text file named .png with a field error, changing nothing and storing nothing', async () => {
      const course = await create();
      const before = { files: storedFiles(), course: await publicThumbnail(course.id) };
      const res = await replaceThumbnail(
        owner.token,
        course.id,
        { courseTitle: 'Should not stick' },
        Buffer.from('just some text, not a picture'),
      );
      const message = 'Thumbnail must be a PNG, JPEG, GIF or WebP image';
      expect(res.data).toBeNull();
      expect(res.errors).toEqual([
        expect.objectContaining({
          message,
          extensions: expect.objectContaining({
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'thumbnail', message, code: 'INVALID' }],
          }),
        }),
      ]);
      expect({ files: storedFiles(), course: await publicThumbnail(course.id) }).toEqual(before);
      const title = await app.gql(`query($id: ID!) { course(id: $id) { courseTitle } }`, {
        id: course.id,
      });
      expect(title.data!.course.courseTitle).toBe(course.courseTitle);
    });

    it("keeps another educator's picture out and the course's files in place", async () => {
      const course = await create();
      const before = storedFiles();
      const res = await replaceThumbnail(
        other.token,
        course.id,
        {},
        await picture(640, 360).png().toBuffer(),
      );
      expect(res.data).toBeNull();
      expect(res.errors?.[0].extensions.code).toMatch(/NOT_FOUND|FORBIDDEN/);
      expect(storedFiles()).toEqual(before);
      expect((await publicThumbnail(course.id)).courseThumbnail).toBe(course.courseThumbnail);
    });

    it('removes the new files when the rest of the edit is refused', async () => {
      const course = await create();
      const before = storedFiles();
      const res = await replaceThumbnail(
        owner.token,
        course.id,
        {
          courseContent: [
            {
              chapterTitle: 'New',
              chapterContent: [{ lectureTitle: 'No URL', lectureDuration: 3 }],
            },
          ],
        },
        await picture(640, 360).png().toBuffer(),
      );
      expect(res.data).toBeNull();
      expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(storedFiles()).toEqual(before);
      expect((await publicThumbnail(course.id)).courseThumbnail).toBe(course.courseThumbnail);
    });
  });

  it("reorders and renames chapters and lectures, keeping learners' completions", async () => {
    const course = await create();
    const [start, grow] = course.courseContent;
    const [intro, deep] = start.chapterContent;
    const [loops] = grow.chapterContent;
    const learner = await signUp(app, newUser());
    await enroll(app, learner.user.id, course.id);
    for (const lecture of [intro, loops])
      await app.gql(COMPLETE, { c: course.id, l: lecture.lectureId }, learner.token);

    const lecture = (l: any, title = l.lectureTitle) => ({
      lectureId: l.lectureId,
      lectureTitle: title,
      lectureDuration: l.lectureDuration,
      lectureUrl: l.lectureUrl,
      isPreviewFree: l.isPreviewFree,
    });
    // Chapters swapped, the start chapter renamed, its lectures swapped and one renamed.
    const res = await app.gql(
      UPDATE,
      {
        id: course.id,
        input: {
          courseContent: [
            { chapterId: grow.chapterId, chapterTitle: 'Grow', chapterContent: [lecture(loops)] },
            {
              chapterId: start.chapterId,
              chapterTitle: 'Getting started',
              chapterContent: [lecture(deep), lecture(intro, 'Welcome')],
            },
          ],
        },
      },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    const content = res.data!.updateCourse.courseContent;
    expect(
      content.map((c: any) => [
        c.chapterId,
        c.chapterOrder,
        c.chapterTitle,
        c.chapterContent.map((l: any) => [l.lectureId, l.lectureOrder, l.lectureTitle]),
      ]),
    ).toEqual([
      [grow.chapterId, 1, 'Grow', [[loops.lectureId, 1, 'Loops']]],
      [
        start.chapterId,
        2,
        'Getting started',
        [
          [deep.lectureId, 1, 'Deep dive'],
          [intro.lectureId, 2, 'Welcome'],
        ],
      ],
    ]);

    const progress = (await app.gql(PROGRESS, { courseId: course.id }, learner.token)).data!
      .courseProgress;
    expect(progress.lecturesCompleted).toBe(2);
    expect([...progress.completedLectureIds].sort()).toEqual(
      [intro.lectureId, loops.lectureId].sort(),
    );
  });
});
