import { DateTime } from 'luxon';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { CourseLevel } from '../../src/courses/course.entity';
import { DURATION_MINUTES } from '../../src/courses/dto/course-filter';
import { CATEGORY_ROWS, CATEGORY_TREE } from '../../src/seed/categories';
import { ensureCategories } from '../../src/seed/category-seed';
import { DemoMentors } from '../../src/seed/demo-mentors';
import { DEMO_LIVE_SERIES } from '../../src/seed/demo-live-sessions';
import { DemoSeedService } from '../../src/seed/demo-seed.service';
import { DEMO_ACCOUNTS, DEMO_COURSES, DEMO_PROFILES } from '../../src/seed/demo-data';
import { TestApp } from '../support/test-app';

describe('the category taxonomy', () => {
  it('has 8 top-level categories of 6 to 8 subcategories, 50 or more in all, with unique URL-safe slugs', () => {
    expect(CATEGORY_TREE.map((c) => c.name)).toEqual([
      'SEO',
      'Social Media',
      'Content Marketing',
      'Paid Ads',
      'Email Marketing',
      'Personal Branding',
      'Analytics',
      'Freelancing',
    ]);
    for (const top of CATEGORY_TREE) {
      expect(top.children.length).toBeGreaterThanOrEqual(6);
      expect(top.children.length).toBeLessThanOrEqual(8);
    }
    expect(CATEGORY_ROWS.length).toBeGreaterThanOrEqual(50);
    const slugs = CATEGORY_ROWS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    expect(CATEGORY_ROWS.filter((c) => c.name.length > 80 || c.slug.length > 80)).toEqual([]);
  });
});

describe('categories without demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start({ seedDemoData: false });
  });
  afterAll(() => app.close());
  const sql = (query: string) => app.app.get(DataSource).query(query);

  it('are inserted at boot, in their tree, with no demo course', async () => {
    const rows: { slug: string; parent: string | null; position: number }[] = await sql(
      `SELECT c.slug, p.slug AS parent, c.position FROM categories c
       LEFT JOIN categories p ON p.id = c.parent_id ORDER BY p.slug NULLS FIRST, c.position`,
    );
    expect(rows).toHaveLength(CATEGORY_ROWS.length);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const expected of CATEGORY_ROWS)
      expect(bySlug.get(expected.slug)).toEqual({
        slug: expected.slug,
        parent: expected.parentSlug,
        position: expected.position,
      });
    expect((await sql(`SELECT count(*)::int AS n FROM courses`))[0].n).toBe(0);
  });

  it('are only added where missing: a renamed category keeps its name, a deleted one comes back', async () => {
    await sql(`UPDATE categories SET name = 'Search Engine Optimisation' WHERE slug = 'seo'`);
    await sql(`DELETE FROM categories WHERE slug = 'remote-work'`);
    expect(await ensureCategories(app.app.get(DataSource))).toBe(1);
    expect(await ensureCategories(app.app.get(DataSource))).toBe(0);
    const [seo] = await sql(`SELECT name FROM categories WHERE slug = 'seo'`);
    expect(seo.name).toBe('Search Engine Optimisation');
    const [remote] = await sql(
      `SELECT p.slug AS parent FROM categories c JOIN categories p ON p.id = c.parent_id
       WHERE c.slug = 'remote-work'`,
    );
    expect(remote).toEqual({ parent: 'freelancing' });
  });
});

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

  it('files every course under a subcategory, with its level, language, tags and points', async () => {
    const rows: {
      title: string;
      subcategory: string;
      top: string;
      level: CourseLevel;
      language: string;
      tags: string[];
      learning: string[];
      requirements: string[];
      minutes: number;
    }[] = await app.app.get(DataSource).query(
      `SELECT c.course_title AS title, s.slug AS subcategory, t.slug AS top, c.level, c.language,
         c.tags, c.learning_points AS learning, c.requirements, st.total_minutes AS minutes
       FROM courses c JOIN categories s ON s.id = c.category_id JOIN categories t ON t.id = s.parent_id
       JOIN course_stats st ON st.course_id = c.id WHERE c.is_published`,
    );
    expect(rows).toHaveLength(DEMO_COURSES.length);
    for (const demo of DEMO_COURSES) {
      const row = rows.find((r) => r.title === demo.title)!;
      expect(row).toMatchObject({
        subcategory: demo.category,
        level: demo.level,
        language: demo.language,
        tags: demo.tags,
        learning: demo.learningPoints,
        requirements: demo.requirements,
      });
      expect(demo.tags.length).toBeGreaterThanOrEqual(3);
      expect(demo.tags.length).toBeLessThanOrEqual(6);
      expect(demo.tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
      expect(demo.learningPoints.length).toBeGreaterThanOrEqual(4);
      expect(demo.learningPoints.length).toBeLessThanOrEqual(6);
      expect(demo.requirements.length).toBeGreaterThanOrEqual(1);
      expect(demo.requirements.length).toBeLessThanOrEqual(3);
    }
    for (const top of CATEGORY_TREE)
      expect(rows.filter((r) => r.top === top.slug).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set(Object.values(CourseLevel)));
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['English', 'Hindi']));
    // Each video-length bucket a learner can filter by, except over 17 hours, has a course.
    for (const [bucket, { from, to }] of Object.entries(DURATION_MINUTES).filter(([, b]) => b.to))
      expect([bucket, rows.some((r) => r.minutes > from && r.minutes <= to!)]).toEqual([
        bucket,
        true,
      ]);
    expect(
      rows.some((r) => /instagram reels/i.test(r.title) || r.tags.includes('instagram reels')),
    ).toBe(true);
  });

  it('keeps the newest demo courses first, as the landing page shows them', async () => {
    const res = await app.gql(`{ courses(first: 4) { nodes { courseTitle } } }`);
    expect(res.data!.courses.nodes.map((c: any) => c.courseTitle)).toEqual([
      'Personal Branding Masterclass',
      'Instagram Marketing for Small Businesses',
      'SEO Fundamentals: Rank on Google',
      'Digital Marketing Starter Kit',
    ]);
  });

  it('gives both educators a public profile', async () => {
    const rows: { email: string; headline: string; bio: string; links: string[] }[] = await app.app
      .get(DataSource)
      .query(
        `SELECT email, headline, bio, links FROM users WHERE role = 'educator' ORDER BY email`,
      );
    expect(rows).toEqual(
      (['aarav', 'sana'] as const).map((key) => ({
        email: DEMO_ACCOUNTS[key].email,
        ...DEMO_PROFILES[key],
      })),
    );
    for (const row of rows) {
      expect(row.bio.split('\n\n')).toHaveLength(2);
      expect(row.links.length).toBeGreaterThanOrEqual(1);
      expect(row.links.every((link) => /^https:\/\/[\w.-]+\.example(\/|$)/.test(link))).toBe(true);
    }
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

  it('makes both educators mentors, in their own zones, with a free intro and a paid review', async () => {
    const res = await app.gql(`{ mentors { id name timeZone topics minPricePaise maxPricePaise
      nextAvailableSlot sessionTypes { title durationMinutes pricePaise cancellationNoticeHours } } }`);
    const mentors = res.data!.mentors as any[];
    expect(mentors.map((m) => [m.name, m.timeZone]).sort()).toEqual([
      [DEMO_ACCOUNTS.aarav.name, 'Asia/Kolkata'],
      [DEMO_ACCOUNTS.sana.name, 'Europe/London'],
    ]);
    for (const mentor of mentors) {
      expect(mentor).toMatchObject({ minPricePaise: 0, maxPricePaise: 99_900 });
      expect(mentor.topics.length).toBeGreaterThanOrEqual(3);
      expect(mentor.nextAvailableSlot).not.toBeNull();
      expect(mentor.sessionTypes).toEqual([
        {
          title: 'Free intro call',
          durationMinutes: 15,
          pricePaise: 0,
          cancellationNoticeHours: 0,
        },
        {
          title: 'Profile and strategy review',
          durationMinutes: 45,
          pricePaise: 99_900,
          cancellationNoticeHours: 24,
        },
      ]);
    }
    const [hours] = await app.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM mentor_weekly_hours`);
    expect(hours.n).toBe(13);
  });

  it('schedules a weekly live series on Aarav’s masterclass, Mondays at 7 pm in Kolkata', async () => {
    const { nodes } = (await app.gql(`{ courses(first: 100) { nodes { id courseTitle } } }`)).data!
      .courses as { nodes: { id: string; courseTitle: string }[] };
    const course = nodes.find((c) => c.courseTitle === DEMO_LIVE_SERIES.courseTitle)!;
    const res = await app.gql(
      `query($id: ID!) { course(id: $id) { liveSessions { title rrule capacity seatsLeft hostName
        occurrences { startsAt } } } }`,
      { id: course.id },
    );
    const [series] = res.data!.course.liveSessions;
    expect(series).toMatchObject({
      title: DEMO_LIVE_SERIES.title,
      rrule: 'RRULE:FREQ=WEEKLY;COUNT=6',
      capacity: 5,
      hostName: expect.stringContaining('Aarav'),
    });
    const walls = series.occurrences.map((o: { startsAt: string }) =>
      DateTime.fromISO(o.startsAt, { zone: 'Asia/Kolkata' }).toFormat('ccc HH:mm'),
    );
    expect(walls).toEqual(Array(6).fill('Mon 19:00'));
    expect(Date.parse(series.occurrences[0].startsAt)).toBeGreaterThan(Date.now());
  });

  it('does not seed a database that already has users', async () => {
    const counts = async () =>
      (
        await app.app.get(DataSource).query(
          `SELECT (SELECT count(*)::int FROM courses) AS courses,
             (SELECT count(*)::int FROM mentor_profiles) AS mentors,
             (SELECT count(*)::int FROM session_types) AS types`,
        )
      )[0];
    const before = await counts();
    expect(before).toMatchObject({ mentors: 2, types: 4 });
    await app.app.get(DemoSeedService).onApplicationBootstrap();
    expect(await app.app.get(DemoMentors).seed()).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
