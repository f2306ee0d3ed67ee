import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { DemoSeedService } from '../../src/seed/demo-seed.service';
import { DEMO_COURSES } from '../../src/seed/demo-data';
import { ThumbnailStore } from '../../src/uploads/thumbnail-store';
import { educator } from '../support/catalog-fixtures';
import { picture, pngDeclaring } from '../support/crafted-images';
import { gqlCreate, JPEG, PNG, restCreate, validCourse } from '../support/educator-operations';
import { S3StandIn } from '../support/s3-stand-in';
import { TestApp } from '../support/test-app';

const UNAVAILABLE = 'Images cannot be stored right now. Please try again in a moment.';
const DELETE = `mutation($id: ID!) { deleteCourse(id: $id) { outcome } }`;

/** Every file under `dir`, however deep. */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());

describe('thumbnails in S3-compatible object storage', () => {
  let s3: S3StandIn;
  let app: TestApp;
  let token: string;
  let bucketUrl: string;

  beforeAll(async () => {
    s3 = await S3StandIn.start();
    app = await TestApp.start({ s3: s3.config({ S3_PREFIX: 'school' }) });
    token = (await educator(app)).token;
    bucketUrl = `${s3.endpoint}/${s3.bucket}/`;
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const db = () => app.app.get(DataSource);
  const uploadDir = () => app.app.get<RuntimeConfig>(RUNTIME_CONFIG).uploadDir;
  const courseCount = async () =>
    (await db().query(`SELECT count(*)::int AS n FROM courses`))[0].n as number;
  const keyOf = (url: string) => url.slice(bucketUrl.length);

  /**
   * Every rendition of a thumbnail is an object under the public base, with the right headers,
   * decoding to its declared width and format; `courseThumbnail` is the 640 (or smaller) fallback.
   */
  async function expectStored(thumbnail: {
    courseThumbnail: string;
    thumbnailSources: { url: string; width: number; type: string }[];
  }) {
    const { courseThumbnail, thumbnailSources } = thumbnail;
    expect(new Set(thumbnailSources.map((s) => s.type))).toEqual(
      new Set(['image/jpeg', 'image/webp']),
    );
    expect(thumbnailSources.map((s) => s.url)).toContain(courseThumbnail);
    for (const { url, width, type } of thumbnailSources) {
      expect(url.startsWith(bucketUrl)).toBe(true);
      expect(keyOf(url)).toMatch(/^school\/thumbnails\/[0-9a-f-]{36}-\d+\.(webp|jpg)$/);
      expect(await s3.head(keyOf(url))).toMatchObject({
        ContentType: type,
        CacheControl: 'public, max-age=31536000, immutable',
      });
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      const decoded = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([decoded.format, decoded.width]).toEqual([
        type === 'image/webp' ? 'webp' : 'jpeg',
        width,
      ]);
    }
  }

  it('stores a REST add-course thumbnail in the bucket and answers its URL unchanged', async () => {
    const res = await restCreate(app, token, validCourse({ courseTitle: 'REST in S3' }), {
      bytes: JPEG,
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.body).toMatchObject({ success: true, message: 'Course Added' });
    const url: string = res.body.course.courseThumbnail;
    const read = await app.gql(
      `{ course(id: "${res.body.course._id}") { courseThumbnail thumbnailSources { url width type } } }`,
    );
    expect(read.data!.course.courseThumbnail).toBe(url);
    await expectStored(read.data!.course);

    const rest = await app.rest('get', `/api/course/${res.body.course._id}`);
    expect(rest.body.courseData.courseThumbnail).toBe(url);
    expect(filesUnder(uploadDir())).toEqual([]);
  });

  it('stores a GraphQL upload in the bucket; deleting the course removes the object', async () => {
    const res = await gqlCreate(app, token, validCourse({ courseTitle: 'GraphQL in S3' }));
    expect(res.body.errors).toBeUndefined();
    const { id, courseThumbnail: url, thumbnailSources } = res.body.data.createCourse;
    await expectStored(res.body.data.createCourse);
    const read = await app.gql(`{ course(id: "${id}") { courseThumbnail } }`);
    expect(read.data!.course.courseThumbnail).toBe(url);
    expect(filesUnder(uploadDir())).toEqual([]);

    const deleted = await app.gql(DELETE, { id }, token);
    expect(deleted.data!.deleteCourse.outcome).toBe('DELETED');
    for (const source of thumbnailSources as { url: string }[])
      expect(await s3.head(keyOf(source.url))).toBeUndefined();
  });

  it('keeps every width of a large picture in the bucket, and stores nothing for a pixel bomb', async () => {
    const res = await gqlCreate(app, token, validCourse({ courseTitle: 'Wide in S3' }), {
      bytes: await picture(1600, 900).png().toBuffer(),
    });
    const created = res.body.data.createCourse;
    expect(created.thumbnailSources.map((s: { width: number }) => s.width)).toEqual([
      320, 320, 640, 640, 1280, 1280,
    ]);
    expect(keyOf(created.courseThumbnail)).toMatch(/-640\.jpg$/);
    await expectStored(created);

    const before = { keys: await s3.keys(), courses: await courseCount() };
    const bomb = await gqlCreate(app, token, validCourse(), {
      bytes: await pngDeclaring(50_000, 50_000),
    });
    expect(bomb.body.errors[0]).toMatchObject({
      message: 'Thumbnail must be at most 40 megapixels',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'thumbnail' }] },
    });
    expect({ keys: await s3.keys(), courses: await courseCount() }).toEqual(before);
  });

  it('removes the object when the course cannot be saved after it was stored', async () => {
    // A real database failure after the upload: a trigger refusing one chapter title.
    await db().query(`
      CREATE FUNCTION refuse_chapter() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused by test trigger'; END $$;
      CREATE TRIGGER refuse_chapter BEFORE INSERT ON chapters FOR EACH ROW
        WHEN (NEW.chapter_title = 'Refused') EXECUTE FUNCTION refuse_chapter();`);
    try {
      const before = { keys: await s3.keys(), courses: await courseCount() };
      const input = validCourse({
        courseContent: [
          {
            chapterTitle: 'Refused',
            chapterContent: validCourse().courseContent[0].chapterContent,
          },
        ],
      });
      const gql = await gqlCreate(app, token, input);
      expect(gql.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      const rest = await restCreate(app, token, input);
      expect(rest.body.success).toBe(false);
      expect({ keys: await s3.keys(), courses: await courseCount() }).toEqual(before);
    } finally {
      await db().query(`DROP TRIGGER refuse_chapter ON chapters; DROP FUNCTION refuse_chapter()`);
    }
  });

  it('removes only thumbnails it stored, never another URL', async () => {
    const store = app.app.get(ThumbnailStore);
    const seedUrl = await store.put('seed/kept.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const thumbnailUrl = await store.put('thumbnails/kept.png', PNG, 'image/png');
    for (const url of [
      seedUrl, // another folder
      `${bucketUrl}school/thumbnails/../seed/kept.svg`,
      `${bucketUrl}school/thumbnails/kept.png/..`,
      `https://evil.example.com/${s3.bucket}/school/thumbnails/kept.png`,
      '/uploads/thumbnails/kept.png', // the local disk's URL for the same name
    ]) {
      await store.remove(url, 'thumbnails');
    }
    expect(await s3.keys('school/')).toEqual(
      expect.arrayContaining(['school/seed/kept.svg', 'school/thumbnails/kept.png']),
    );
    await store.remove(thumbnailUrl, 'thumbnails');
    expect(await s3.head('school/thumbnails/kept.png')).toBeUndefined();
  });

  it("lets the pages load images and hosted video's segments from an http:// store, and nothing else from it", async () => {
    const csp = (await app.rest('get', '/api/health')).headers['content-security-policy'];
    const directives = new Map(
      csp.split(';').map((d: string) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('img-src')).toContain(s3.endpoint);
    const elsewhere = [...directives].filter(([, sources]) => sources.includes(s3.endpoint));
    // hls.js fetches encrypted segments (connect-src); Safari's own HLS plays them (media-src).
    expect(elsewhere.map(([name]) => name)).toEqual(['img-src', 'connect-src', 'media-src']);
  });

  describe('while the store is down', () => {
    beforeAll(() => s3.stop());
    afterAll(() => s3.resume());

    it('answers a REST upload 503 with Retry-After and saves nothing', async () => {
      const before = await courseCount();
      const res = await restCreate(app, token, validCourse());
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ success: false, message: UNAVAILABLE });
      expect(await courseCount()).toBe(before);
    });

    it('answers a GraphQL upload SERVICE_UNAVAILABLE and saves nothing', async () => {
      const before = await courseCount();
      const res = await gqlCreate(app, token, validCourse());
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: UNAVAILABLE,
          extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 }),
        }),
      ]);
      expect(res.text).not.toMatch(/ECONNREFUSED|stack|at .*\.js/);
      expect(await courseCount()).toBe(before);
    });
  });

  it('stores uploads again once the store is back', async () => {
    const res = await gqlCreate(app, token, validCourse());
    await expectStored(res.body.data.createCourse);
  });
});

describe('the demo seed with S3', () => {
  let s3: S3StandIn;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await S3StandIn.start('demo-seed');
    app = await TestApp.start({ s3: s3.config(), seedDemoData: true });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('writes the demo thumbnails to the bucket, where the catalog points and browsers load them', async () => {
    expect(await s3.keys('seed/')).toHaveLength(DEMO_COURSES.length);
    const res = await app.rest('get', '/api/course/all');
    const thumbnails: string[] = res.body.courses.map((c: any) => c.courseThumbnail);
    expect(thumbnails).toHaveLength(DEMO_COURSES.length);
    for (const url of thumbnails) {
      expect(url.startsWith(`${s3.endpoint}/demo-seed/seed/`)).toBe(true);
      const served = await fetch(url);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(await served.text()).toMatch(/^<svg/);
    }
    const uploadDir = app.app.get<RuntimeConfig>(RUNTIME_CONFIG).uploadDir;
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('fails the seed, writing no rows, while the store is down', async () => {
    await db(app).query(`TRUNCATE users CASCADE`);
    await s3.stop();
    try {
      await expect(app.app.get(DemoSeedService).onApplicationBootstrap()).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await db(app).query(`SELECT count(*)::int AS n FROM courses`))[0].n).toBe(0);
    } finally {
      await s3.resume();
    }
  });
});

const db = (app: TestApp) => app.app.get(DataSource);
