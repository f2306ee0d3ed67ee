import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { createCourse, educator } from '../support/catalog-fixtures';
import {
  gifJsPolyglot,
  headerOnlyPng,
  picture,
  pngDeclaring,
  pngHtmlPolyglot,
  sidewaysJpegWithGps,
} from '../support/crafted-images';
import { gqlCreate, restCreate, validCourse } from '../support/educator-operations';
import { TestApp } from '../support/test-app';

interface Source {
  url: string;
  width: number;
  type: string;
}

const NOT_AN_IMAGE = 'Thumbnail must be a PNG, JPEG, GIF or WebP image';
const TOO_MANY_PIXELS = 'Thumbnail must be at most 40 megapixels';

describe('thumbnails are decoded and re-encoded, on the local disk', () => {
  let app: TestApp;
  let token: string;
  let educatorId: string;
  let uploadDir: string;

  beforeAll(async () => {
    app = await TestApp.start();
    ({
      token,
      user: { id: educatorId },
    } = await educator(app));
    uploadDir = app.app.get<RuntimeConfig>(RUNTIME_CONFIG).uploadDir;
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedFiles = () => {
    const dir = path.join(uploadDir, 'thumbnails');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
  };
  const courseCount = async () =>
    (await app.app.get(DataSource).query(`SELECT count(*)::int AS n FROM courses`))[0].n as number;

  /** The bytes behind a stored image URL, as a browser gets them. */
  async function served(url: string, type: string): Promise<Buffer> {
    const res = await app.http().get(new URL(url).pathname).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    return res.body as Buffer;
  }

  async function createWith(bytes: Buffer) {
    const res = await gqlCreate(app, token, validCourse(), { bytes });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createCourse as { courseThumbnail: string; thumbnailSources: Source[] };
  }

  /** Refused with a field error on both APIs, storing no file and no course. */
  async function expectRefused(bytes: Buffer, message: string) {
    const before = { files: storedFiles().length, courses: await courseCount() };
    const gql = await gqlCreate(app, token, validCourse(), { bytes });
    expect(gql.body.data).toBeNull();
    expect(gql.body.errors).toEqual([
      expect.objectContaining({
        message,
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'thumbnail', message, code: 'INVALID' }],
        }),
      }),
    ]);
    const rest = await restCreate(app, token, validCourse(), { bytes });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: false, message });
    expect({ files: storedFiles().length, courses: await courseCount() }).toEqual(before);
  }

  it('keeps a PNG as WebP and JPEG at 320, 640 and 1280 pixels, and lists the 640 JPEG', async () => {
    const png = await picture(1600, 900).png().toBuffer();
    const { courseThumbnail, thumbnailSources } = await createWith(png);

    expect(thumbnailSources.map(({ width, type }) => [width, type])).toEqual([
      [320, 'image/webp'],
      [320, 'image/jpeg'],
      [640, 'image/webp'],
      [640, 'image/jpeg'],
      [1280, 'image/webp'],
      [1280, 'image/jpeg'],
    ]);
    expect(courseThumbnail).toBe(thumbnailSources[3].url);
    for (const { url, width, type } of thumbnailSources) {
      expect(url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/uploads\/thumbnails\/[0-9a-f-]{36}-\d+\.(webp|jpg)$/,
      );
      const decoded = await sharp(await served(url, type)).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual([
        type === 'image/webp' ? 'webp' : 'jpeg',
        width,
        (width * 9) / 16,
      ]);
    }
  });

  it('never upscales: a small picture is kept at its own width only', async () => {
    const { thumbnailSources } = await createWith(await picture(200, 100).png().toBuffer());
    expect(thumbnailSources.map(({ width, type }) => [width, type])).toEqual([
      [200, 'image/webp'],
      [200, 'image/jpeg'],
    ]);
  });

  it('keeps a very tall picture within what WebP can hold (16,383 pixels a side)', async () => {
    const { thumbnailSources } = await createWith(await picture(1000, 20_000).png().toBuffer());
    const largest = thumbnailSources[thumbnailSources.length - 1];
    const decoded = await sharp(await served(largest.url, largest.type)).metadata();
    expect(decoded.height).toBeLessThanOrEqual(16_383);
    expect(decoded.width).toBe(largest.width);
  });

  it('keeps one course_thumbnail_sources row per rendition; an edit keeps them, deleting the course removes rows and files', async () => {
    const db = app.app.get(DataSource);
    const rows = async (courseId: string) =>
      db.query<Source[]>(
        `SELECT width, type, url FROM course_thumbnail_sources WHERE course_id = $1 ORDER BY url`,
        [courseId],
      );
    const pathOf = (url: string) => new URL(url, 'http://any').pathname;
    const created = await gqlCreate(app, token, validCourse(), {
      bytes: await picture(800, 450).png().toBuffer(),
    });
    const { id, thumbnailSources } = created.body.data.createCourse as {
      id: string;
      thumbnailSources: Source[];
    };
    // Each supertest request has its own port: compare paths.
    const byPath = (sources: Source[]) =>
      sources
        .map(({ url, width, type }) => ({ url: pathOf(url), width, type }))
        .sort((a, b) => a.url.localeCompare(b.url));
    const answered = byPath(thumbnailSources);
    expect(answered).toHaveLength(6); // 320, 640 and 800, WebP and JPEG
    expect(await rows(id)).toEqual(answered);

    const edited = await app.gql(
      `mutation($id: ID!, $input: UpdateCourseInput!) {
        updateCourse(id: $id, input: $input) { courseTitle thumbnailSources { url width type } } }`,
      { id, input: { courseTitle: 'Renamed, same picture' } },
      token,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateCourse.courseTitle).toBe('Renamed, same picture');
    expect(byPath(edited.data!.updateCourse.thumbnailSources)).toEqual(answered);
    expect(await rows(id)).toEqual(answered);

    const files = answered.map(({ url }) => path.join(uploadDir, url.replace(/^\/uploads\//, '')));
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    const deleted = await app.gql(
      `mutation($id: ID!) { deleteCourse(id: $id) { outcome } }`,
      { id },
      token,
    );
    expect(deleted.data!.deleteCourse).toEqual({ outcome: 'DELETED' });
    expect(await rows(id)).toEqual([]);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
  });

  it('keeps transparency: the fallback of a see-through PNG is a PNG', async () => {
    const { courseThumbnail, thumbnailSources } = await createWith(
      await picture(400, 200, true).png().toBuffer(),
    );
    expect(thumbnailSources.map((s) => s.type)).toEqual(
      expect.arrayContaining(['image/webp', 'image/png']),
    );
    const fallback = await sharp(await served(courseThumbnail, 'image/png')).metadata();
    expect(fallback).toMatchObject({ format: 'png', hasAlpha: true, width: 400 });
  });

  it('turns a photo upright by its EXIF orientation, then drops the EXIF with its GPS position', async () => {
    const jpeg = await sidewaysJpegWithGps(400, 200);
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString('latin1')).toContain('GPS-Leaker 3000');

    const rest = await restCreate(app, token, validCourse(), {
      bytes: jpeg,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(rest.body).toMatchObject({ success: true, message: 'Course Added' });
    // The REST contract is unchanged: one URL string, no renditions.
    expect(typeof rest.body.course.courseThumbnail).toBe('string');
    expect(rest.body.course).not.toHaveProperty('thumbnailSources');
    const read = await app.gql(
      `query($id: ID!) { course(id: $id) { courseThumbnail thumbnailSources { url width type } } }`,
      { id: rest.body.course._id },
    );
    const sources: Source[] = read.data!.course.thumbnailSources;
    const pathOf = (url: string) => new URL(url).pathname; // each supertest request has its own port
    expect(pathOf(read.data!.course.courseThumbnail)).toBe(
      pathOf(rest.body.course.courseThumbnail),
    );
    expect(sources.map((s) => s.width)).toEqual([200, 200]);
    for (const { url, type } of sources) {
      const bytes = await served(url, type);
      const stored = await sharp(bytes).metadata();
      expect([stored.width, stored.height]).toEqual([200, 400]);
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/GPS-Leaker|PocketCam/);
    }
  });

  it('answers a course stored before renditions with an empty list beside its one URL', async () => {
    const course = await createCourse(app, educatorId, { title: 'Older upload' });
    const read = await app.gql(
      `query($id: ID!) { course(id: $id) { courseThumbnail thumbnailSources { url } } }`,
      { id: course.id },
    );
    expect(read.data!.course).toEqual({
      courseThumbnail: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/test\.png$/),
      thumbnailSources: [],
    });
  });

  it('refuses a PNG declaring 50,000 x 50,000 pixels before decoding it', async () => {
    await expectRefused(await pngDeclaring(50_000, 50_000), TOO_MANY_PIXELS);
  });

  it('refuses a PNG that is only a header, and anything else that does not decode', async () => {
    await expectRefused(headerOnlyPng(), NOT_AN_IMAGE);
    const png = await picture(64, 64).png().toBuffer();
    await expectRefused(png.subarray(0, png.length / 2), NOT_AN_IMAGE);
  });

  it('refuses SVG, which the decoder could draw but uploads must not be', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>';
    await expectRefused(Buffer.from(svg), NOT_AN_IMAGE);
  });

  it.each([
    ['a PNG/HTML polyglot', () => pngHtmlPolyglot('<html><script>alert("png-polyglot")</script>')],
    ['a GIF/JS polyglot', () => gifJsPolyglot('*/alert("gif-polyglot");/*')],
  ])('stores only a clean re-encode of %s, with no trace of its script', async (_, make) => {
    const polyglot = await make();
    expect(polyglot.toString('latin1')).toMatch(/alert\("(png|gif)-polyglot"\)/);
    const before = new Set(storedFiles());
    const { thumbnailSources } = await createWith(polyglot);
    const written = storedFiles().filter((file) => !before.has(file));
    expect(written).toHaveLength(thumbnailSources.length);
    for (const file of written) {
      const bytes = fs.readFileSync(file);
      expect(bytes.toString('latin1')).not.toMatch(/alert|script|polyglot/);
      expect(['webp', 'jpeg']).toContain((await sharp(bytes).metadata()).format);
    }
  });
});
