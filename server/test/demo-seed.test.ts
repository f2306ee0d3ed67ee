import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../src/config/app-config';
import { DemoSeedService } from '../src/seed/demo-seed.service';
import { DEMO_ACCOUNTS } from '../src/seed/demo-data';
import { TestApp } from './support/test-app';

describe('demo data on an empty database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ seedDemoData: true });
  });
  afterAll(() => app.close());

  it('seeds a catalog a newcomer can browse', async () => {
    const res = await app.gql(`{ courses(first: 100) { totalCount nodes {
      courseTitle courseThumbnail netPrice discount ratingCount enrolledStudentsCount educator { id }
      courseContent { chapterContent { isPreviewFree lectureUrl } } } } }`);
    const courses = res.data!.courses.nodes as any[];
    expect(res.data!.courses.totalCount).toBeGreaterThanOrEqual(8);
    expect(new Set(courses.map((c) => c.educator.id)).size).toBeGreaterThanOrEqual(2);
    expect(courses.every((c) => c.courseContent.length >= 2)).toBe(true);
    const lectures = courses.flatMap((c) =>
      c.courseContent.flatMap((ch: any) => ch.chapterContent),
    );
    expect(
      lectures.some(
        (l) => l.isPreviewFree && /^https:\/\/youtu\.be\/[\w-]{11}$/.test(l.lectureUrl),
      ),
    ).toBe(true);
    expect(lectures.some((l) => !l.isPreviewFree && l.lectureUrl === null)).toBe(true);
    expect(courses.some((c) => c.netPrice === 0)).toBe(true);
    expect(courses.filter((c) => c.discount > 0).length).toBeGreaterThanOrEqual(2);
    expect(courses.some((c) => c.ratingCount > 0)).toBe(true);
    expect(courses.some((c) => c.enrolledStudentsCount > 0)).toBe(true);
    // Educators do not rate their own courses, nor do admins rate any (courses/course-access.ts).
    const selfRatings = await app.app.get(DataSource).query(
      `SELECT 1 FROM course_ratings r JOIN courses c ON c.id = r.course_id JOIN users u ON u.id = r.user_id
       WHERE c.educator_id = r.user_id OR u.role = 'admin'`,
    );
    expect(selfRatings).toEqual([]);

    const thumbnailPath = new URL(courses[0].courseThumbnail).pathname;
    const thumbnail = await app.http().get(thumbnailPath);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const uploadDir = app.app.get<RuntimeConfig>(RUNTIME_CONFIG).uploadDir;
    expect(fs.existsSync(path.join(uploadDir, thumbnailPath.replace('/uploads/', '')))).toBe(true);
  });

  it('lets every README account sign in with its role', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const res = await app.rest('post', '/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(account.role);
    }
  });

  it('does not seed a database that already has users', async () => {
    const count = async () =>
      (await app.app.get(DataSource).query(`SELECT count(*)::int AS n FROM courses`))[0].n;
    const before = await count();
    await app.app.get(DemoSeedService).onApplicationBootstrap();
    expect(await count()).toBe(before);
  });
});
