import { DataSource } from 'typeorm';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll, rate } from '../support/catalog-fixtures';
import { gqlCreate, validCourse } from '../support/educator-operations';
import { statements, statementTexts } from '../support/statements';
import { newUser, TestApp } from '../support/test-app';

const LIST = `query List($search: String, $filter: CourseFilter, $sort: CourseSort, $first: Int, $after: String) {
  courses(search: $search, filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id courseTitle netPrice level language tags category { slug name parentSlug parentName } }
  }
}`;

const FACETS = `query Facets($search: String, $filter: CourseFilter) {
  courses(search: $search, filter: $filter, first: 1) {
    totalCount
    facets {
      categories { value label count parent }
      prices { value count }
      ratings { value label count }
      durations { value count }
      levels { value label count }
      languages { value count }
    }
  }
}`;

type Node = { id: string; courseTitle: string; netPrice: number };
type ListData = { courses: { totalCount: number; nodes: Node[]; pageInfo: { endCursor: string } } };
type Facet = { value: string; count: number; label: string; parent?: string | null };
type FacetData = { courses: { totalCount: number; facets: Record<string, Facet[]> } };

/** A prefix no other test's titles or categories use, so counts are this file's own. */
const P = 'zq';

describe('discovery: categories, filters, sort, word search, suggestions, instructors', () => {
  let app: TestApp;
  let db: DataSource;
  let teacher: Awaited<ReturnType<typeof educator>>;
  let other: Awaited<ReturnType<typeof educator>>;
  const ids: Record<string, string> = {};

  const titles = async (variables: Record<string, unknown>) => {
    const res = await app.gql<ListData>(LIST, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.courses.nodes.map((n) => n.courseTitle);
  };
  const within = (filter: Record<string, unknown> = {}) => ({
    filter: { categories: [`${P}-top`], ...filter },
  });

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    await db.query(
      `INSERT INTO categories (slug, name, parent_id, position) VALUES ($1, 'Zq Marketing', NULL, 0)`,
      [`${P}-top`],
    );
    await db.query(
      `INSERT INTO categories (slug, name, parent_id, position)
       SELECT s.slug, s.name, c.id, s.position FROM categories c,
         (VALUES ($2, 'Zq Reels', 1), ($3, 'Zq Newsletters', 2)) AS s(slug, name, position)
       WHERE c.slug = $1`,
      [`${P}-top`, `${P}-reels`, `${P}-mail`],
    );
    teacher = await educator(app);
    other = await educator(app);
    await app.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      {
        input: {
          name: 'Zoya Kapoor',
          headline: 'Growth marketer',
          bio: 'Ten years.\n\nStill learning.',
        },
      },
      teacher.token,
    );
    const courses: [string, Record<string, unknown>][] = [
      [
        'Instagram Reels Playbook',
        { cat: 'reels', price: 0, level: 'beginner', minutes: [20, 20], tags: ['short video'] },
      ],
      [
        'Newsletter Growth Engine',
        { cat: 'mail', price: 1500, level: 'intermediate', minutes: [90, 60], language: 'Hindi' },
      ],
      [
        'Short Video Mastery',
        {
          cat: 'reels',
          price: 800,
          discount: 50,
          level: 'advanced',
          minutes: [200, 200],
          description: 'Grow with instagram reels every week.',
        },
      ],
      [
        'Email Automation Deep Dive',
        { cat: 'mail', price: 3000, level: 'all_levels', minutes: [500, 400], by: 'other' },
      ],
    ];
    for (const [i, [title, c]] of courses.entries()) {
      const educatorId = c.by === 'other' ? other.user.id : teacher.user.id;
      const course = await createCourse(app, educatorId, {
        title,
        price: c.price as number,
        discount: (c.discount as number) ?? 0,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        chapters: [(c.minutes as number[]).map((minutes) => ({ free: false, minutes }))],
      });
      await db.query(
        `UPDATE courses SET category_id = (SELECT id FROM categories WHERE slug = $2), level = $3,
           language = $4, tags = $5, course_description = $6 WHERE id = $1`,
        [
          course.id,
          `${P}-${c.cat as string}`,
          c.level,
          c.language ?? 'English',
          c.tags ?? [],
          `<h2>About</h2><p>${(c.description as string) ?? 'A course.'}</p>`,
        ],
      );
      ids[title] = course.id;
    }
    const learners = await Promise.all(Array.from({ length: 3 }, () => signUp(app, newUser())));
    // Popularity: Newsletter 3 learners, Short Video 2, Reels 1, Email 0.
    for (const [n, learner] of learners.entries()) {
      await enroll(app, learner.user.id, ids['Newsletter Growth Engine']);
      if (n < 2) await enroll(app, learner.user.id, ids['Short Video Mastery']);
      if (n < 1) await enroll(app, learner.user.id, ids['Instagram Reels Playbook']);
    }
    // Ratings: Short Video 5, Reels 4, Newsletter 3 (with a review).
    await rate(app, learners[0].user.id, ids['Short Video Mastery'], 5);
    await rate(app, learners[0].user.id, ids['Instagram Reels Playbook'], 4);
    await rate(app, learners[1].user.id, ids['Newsletter Growth Engine'], 3);
    await db.query(
      `UPDATE course_ratings SET review = 'Solid', review_updated_at = now() WHERE user_id = $1 AND course_id = $2`,
      [learners[1].user.id, ids['Newsletter Growth Engine']],
    );
    await db.query('UPDATE courses SET is_published = false WHERE id = $1', [
      (await createCourse(app, teacher.user.id, { title: 'Zq Hidden Reels Draft' })).id,
    ]);
    await app.settled();
  });
  afterAll(() => app.close());

  it('keeps course_stats current from enrolments, ratings and lectures', async () => {
    const [row] = await db.query(
      'SELECT enrollment_count, rating_count, rating_average::float AS avg, total_minutes FROM course_stats WHERE course_id = $1',
      [ids['Short Video Mastery']],
    );
    expect(row).toEqual({ enrollment_count: 2, rating_count: 1, avg: 5, total_minutes: 400 });
  });

  it('moves the figures by a step on each enrolment and rating, and agrees with a full recount', async () => {
    const course = ids['Newsletter Growth Engine'];
    const stats = () =>
      db.query(
        'SELECT enrollment_count, rating_count, rating_sum, rating_average::float AS avg FROM course_stats WHERE course_id = $1',
        [course],
      );
    const before = await stats();
    const extra = await signUp(app, newUser());
    await enroll(app, extra.user.id, course);
    await rate(app, extra.user.id, course, 5);
    expect(await stats()).toEqual([
      { enrollment_count: 4, rating_count: 2, rating_sum: 8, avg: 4 },
    ]);
    await db.query('UPDATE course_ratings SET rating = 1 WHERE user_id = $1', [extra.user.id]);
    expect((await stats())[0]).toMatchObject({ rating_sum: 4, avg: 2 });
    await db.query(
      "UPDATE course_ratings SET review = 'Fine', review_updated_at = now() WHERE user_id = $1",
      [extra.user.id],
    );
    await db.query('DELETE FROM course_ratings WHERE user_id = $1', [extra.user.id]);
    await db.query('DELETE FROM enrollments WHERE user_id = $1', [extra.user.id]);
    expect(await stats()).toEqual(before);
    await db.query('SELECT refresh_course_stats(ARRAY[$1::uuid])', [course]);
    expect(await stats()).toEqual(before);
  });

  it('lists the category tree with published courses counted, a top level counting its subcategories', async () => {
    const res = await app.gql(
      '{ categories { slug courseCount children { slug courseCount parentSlug } } }',
    );
    const top = res.data!.categories.find((c: { slug: string }) => c.slug === `${P}-top`);
    expect(top).toEqual({
      slug: `${P}-top`,
      courseCount: 4,
      children: [
        { slug: `${P}-reels`, courseCount: 2, parentSlug: `${P}-top` },
        { slug: `${P}-mail`, courseCount: 2, parentSlug: `${P}-top` },
      ],
    });
    const one = await app.gql('{ category(slug: "zq-reels") { name courseCount } }');
    expect(one.data!.category).toEqual({ name: 'Zq Reels', courseCount: 2 });
    expect((await app.gql('{ category(slug: "no-such") { name } }')).data!.category).toBeNull();
  });

  it('filters by category, price, rating, length, level and language', async () => {
    expect(await titles({ filter: { categories: [`${P}-reels`] }, sort: 'NEWEST' })).toEqual([
      'Short Video Mastery',
      'Instagram Reels Playbook',
    ]);
    expect(await titles({ ...within({ price: 'FREE' }) })).toEqual(['Instagram Reels Playbook']);
    expect(await titles({ ...within({ price: 'PAID', maxPrice: 1000 }) })).toEqual([
      'Short Video Mastery',
    ]);
    expect(await titles({ ...within({ minPrice: 1000, maxPrice: 2000 }) })).toEqual([
      'Newsletter Growth Engine',
    ]);
    expect(await titles({ ...within({ minRating: 4 }), sort: 'HIGHEST_RATED' })).toEqual([
      'Short Video Mastery',
      'Instagram Reels Playbook',
    ]);
    expect(
      await titles({
        ...within({ durations: ['UP_TO_1_HOUR', 'SIX_TO_17_HOURS'] }),
        sort: 'NEWEST',
      }),
    ).toEqual(['Email Automation Deep Dive', 'Short Video Mastery', 'Instagram Reels Playbook']);
    expect(await titles({ ...within({ durations: ['ONE_TO_3_HOURS'] }) })).toEqual([
      'Newsletter Growth Engine',
    ]);
    expect(await titles({ ...within({ durations: ['OVER_17_HOURS'] }) })).toEqual([]);
    expect(
      await titles({ ...within({ levels: ['ADVANCED', 'ALL_LEVELS'] }), sort: 'NEWEST' }),
    ).toEqual(['Email Automation Deep Dive', 'Short Video Mastery']);
    expect(await titles({ ...within({ languages: ['Hindi'] }) })).toEqual([
      'Newsletter Growth Engine',
    ]);
  });

  it('sorts by popularity, rating, newest and price both ways', async () => {
    expect(await titles({ ...within(), sort: 'MOST_POPULAR' })).toEqual([
      'Newsletter Growth Engine',
      'Short Video Mastery',
      'Instagram Reels Playbook',
      'Email Automation Deep Dive',
    ]);
    expect(await titles({ ...within(), sort: 'HIGHEST_RATED' })).toEqual([
      'Short Video Mastery',
      'Instagram Reels Playbook',
      'Newsletter Growth Engine',
      'Email Automation Deep Dive',
    ]);
    expect(await titles({ ...within(), sort: 'PRICE_LOW_TO_HIGH' })).toEqual([
      'Instagram Reels Playbook',
      'Short Video Mastery',
      'Newsletter Growth Engine',
      'Email Automation Deep Dive',
    ]);
    expect((await titles({ ...within(), sort: 'PRICE_HIGH_TO_LOW' }))[0]).toBe(
      'Email Automation Deep Dive',
    );
    expect(await titles({ ...within() })).toEqual([
      'Email Automation Deep Dive',
      'Short Video Mastery',
      'Newsletter Growth Engine',
      'Instagram Reels Playbook',
    ]);
  });

  it('spends the same number of SQL statements on a page of 1 and of 4, facets and categories included', async () => {
    const PAGE = `query($first: Int, $filter: CourseFilter) { courses(first: $first, filter: $filter, sort: MOST_POPULAR) {
      totalCount nodes { id courseTitle category { slug } educator { name } moreByInstructor { id } }
      facets { categories { value count } levels { value count } } } }`;
    const [one, small] = await statements(() => app.gql(PAGE, { ...within(), first: 1 }));
    const [four, large] = await statements(() => app.gql(PAGE, { ...within(), first: 4 }));
    expect(small.data!.courses.nodes).toHaveLength(1);
    expect(large.data!.courses.nodes).toHaveLength(4);
    expect(four).toBe(one);
  });

  it('counts the facets in the statement that finds the page, and keeps the category tree in memory', async () => {
    const search = (withFacets: boolean) =>
      `query($filter: CourseFilter) { courses(search: "reels", filter: $filter, first: 2) {
        totalCount nodes { id } ${withFacets ? 'facets { categories { value count } }' : ''} } }`;
    await app.gql(search(true), within({ price: 'FREE' })); // the tree is read once, then kept
    const [plain] = await statementTexts(() => app.gql(search(false), within()));
    const [counted, res] = await statementTexts(() =>
      app.gql(search(true), within({ levels: ['BEGINNER'] })),
    );
    expect(counted).toHaveLength(plain.length);
    expect(counted.filter((sql) => sql.includes('websearch_to_tsquery'))).toHaveLength(1);
    expect(res.data!.courses.facets.categories).toContainEqual({ value: `${P}-reels`, count: 1 });
  });

  it('pages through a sorted, filtered list with its cursor', async () => {
    const first = await app.gql<ListData>(LIST, { ...within(), sort: 'MOST_POPULAR', first: 3 });
    const next = await app.gql<ListData>(LIST, {
      ...within(),
      sort: 'MOST_POPULAR',
      first: 3,
      after: first.data!.courses.pageInfo.endCursor,
    });
    expect(first.data!.courses.totalCount).toBe(4);
    expect(next.data!.courses.nodes.map((n) => n.courseTitle)).toEqual([
      'Email Automation Deep Dive',
    ]);
  });

  it('counts each facet with every other filter applied, and its own ignored', async () => {
    const res = await app.gql<FacetData>(FACETS, {
      ...within({ price: 'PAID', levels: ['ADVANCED'] }),
    });
    const { facets, totalCount } = res.data!.courses;
    expect(totalCount).toBe(1);
    const count = (name: string, value: string) =>
      facets[name].find((f) => f.value === value)?.count ?? 0;
    // Prices ignore the price filter but keep the level: only Short Video is advanced.
    expect(count('prices', 'PAID')).toBe(1);
    expect(count('prices', 'FREE')).toBe(0);
    // Levels ignore the level filter but keep PAID: three paid courses, one per level but beginner.
    expect(count('levels', 'BEGINNER')).toBe(0);
    expect(count('levels', 'INTERMEDIATE')).toBe(1);
    expect(count('levels', 'ALL_LEVELS')).toBe(1);
    expect(facets.levels.map((l) => l.label)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
      'All levels',
    ]);
    expect(count('categories', `${P}-reels`)).toBe(1);
    expect(facets.categories.find((c) => c.value === `${P}-reels`)?.parent).toBe(`${P}-top`);
    const open = await app.gql<FacetData>(FACETS, { ...within() });
    const all = open.data!.courses.facets;
    expect(all.ratings.map((r) => [r.value, r.count])).toEqual([
      ['4.5', 1],
      ['4', 2],
      ['3.5', 2],
      ['3', 3],
    ]);
    expect(all.durations.map((d) => d.count)).toEqual([1, 1, 0, 2, 0]);
    expect(all.languages).toEqual([
      { value: 'English', count: 3 },
      { value: 'Hindi', count: 1 },
    ]);
  });

  it('finds by words anywhere, by instructor name and within a typo, and still by title substring', async () => {
    const reels = await titles({ search: 'instagram reels', ...within() });
    // Title first, then the course whose description says it.
    expect(reels).toEqual(['Instagram Reels Playbook', 'Short Video Mastery']);
    expect(await titles({ search: 'Zoya Kapoor', ...within(), sort: 'NEWEST' })).toEqual([
      'Short Video Mastery',
      'Newsletter Growth Engine',
      'Instagram Reels Playbook',
    ]);
    expect(await titles({ search: 'short video', ...within() })).toEqual([
      'Short Video Mastery',
      'Instagram Reels Playbook',
    ]);
    expect(await titles({ search: 'newsleter', ...within() })).toEqual([
      'Newsletter Growth Engine',
    ]);
    // The spec's substring search: part of a word, any case.
    expect(await titles({ search: 'AUTOMAT', ...within() })).toEqual([
      'Email Automation Deep Dive',
    ]);
    expect(await titles({ search: 'zq reels', sort: 'NEWEST' })).toEqual([
      'Short Video Mastery',
      'Instagram Reels Playbook',
    ]);
  });

  it('offers the search put right ("Did you mean") only when its words find nothing as typed', async () => {
    const q = `query($search: String) { courses(search: $search, first: 5) {
      didYouMean nodes { courseTitle } } }`;
    const answer = async (search: string) => (await app.gql(q, { search })).data!.courses;
    expect(await answer('newsleter')).toEqual({
      didYouMean: 'newsletter',
      nodes: [{ courseTitle: 'Newsletter Growth Engine' }],
    });
    expect((await answer('Instgram reels')).didYouMean).toBe('instagram reels');
    for (const search of ['newsletter', 'Newsletter Gro', 'zzqqxxkk', 'ne', ''])
      expect((await answer(search)).didYouMean).toBeNull();
  });

  it('suggests courses, categories and instructors as one types', async () => {
    const q = `query($text: String!) { searchSuggestions(text: $text) {
      courses { courseTitle } categories { slug } instructors { id name } } }`;
    const reels = await app.gql(q, { text: 'Zq Reel' });
    expect(reels.data!.searchSuggestions.categories).toEqual([{ slug: `${P}-reels` }]);
    const byName = await app.gql(q, { text: 'Zoya' });
    expect(byName.data!.searchSuggestions.instructors).toEqual([
      { id: teacher.user.id, name: 'Zoya Kapoor' },
    ]);
    const course = await app.gql(q, { text: 'Newsletter Gro' });
    expect(course.data!.searchSuggestions.courses[0]).toEqual({
      courseTitle: 'Newsletter Growth Engine',
    });
    for (const text of ['z', '   ', 'x'.repeat(201), 'bad\u0000text']) {
      const res = await app.gql(q, { text });
      expect(res.status).toBe(200);
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it("shows an instructor's page with their figures and courses, and nobody else's", async () => {
    const q = `query($id: ID!) { instructor(id: $id) {
      name headline bio totalStudents averageRating ratingCount reviewCount courses { courseTitle } } }`;
    const res = await app.gql(q, { id: teacher.user.id });
    expect(res.data!.instructor).toEqual({
      name: 'Zoya Kapoor',
      headline: 'Growth marketer',
      bio: 'Ten years.\n\nStill learning.',
      totalStudents: 3,
      averageRating: 4,
      ratingCount: 3,
      reviewCount: 1,
      courses: [
        { courseTitle: 'Newsletter Growth Engine' },
        { courseTitle: 'Short Video Mastery' },
        { courseTitle: 'Instagram Reels Playbook' },
      ],
    });
    const student = await signUp(app, newUser());
    for (const id of [student.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const refused = await app.gql(q, { id });
      expect(refused.errors![0].extensions!.code).toBe('NOT_FOUND');
    }
  });

  it('shows more courses by the instructor and what learners also bought', async () => {
    const res = await app.gql(
      `query($id: ID!) { course(id: $id) {
        moreByInstructor { courseTitle } alsoBought(first: 2) { courseTitle } } }`,
      { id: ids['Short Video Mastery'] },
    );
    expect(res.data!.course).toEqual({
      moreByInstructor: [
        { courseTitle: 'Newsletter Growth Engine' },
        { courseTitle: 'Instagram Reels Playbook' },
      ],
      alsoBought: [
        { courseTitle: 'Newsletter Growth Engine' },
        { courseTitle: 'Instagram Reels Playbook' },
      ],
    });
  });

  it('refuses bad filters with field errors, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filter: { categories: ['no-such-category'] } }, 'filter.categories'],
      [{ filter: { minPrice: -5 } }, 'filter.minPrice'],
      [{ filter: { minPrice: 50, maxPrice: 10 } }, 'filter.maxPrice'],
      [{ filter: { minRating: 7 } }, 'filter.minRating'],
      [{ filter: { languages: ['x'.repeat(41)] } }, 'filter.languages'],
      [{ search: 'x'.repeat(10_000) }, 'search'],
      [{ search: 'seo\u0007' }, 'search'],
      [
        { filter: { categories: Array.from({ length: 21 }, (_, i) => `c${i}`) } },
        'filter.categories',
      ],
      [{ filter: { categories: ['x'.repeat(10_000)] } }, 'filter.categories'],
      [{ after: Buffer.from('courses:99999999').toString('base64url') }, 'after'],
    ];
    for (const [variables, field] of cases) {
      const res = await app.gql(LIST, variables);
      expect(res.status).toBe(200);
      expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(JSON.stringify(res.errors![0].extensions)).toContain(field);
    }
  });

  it('refuses a related-course count outside 1 to 12', async () => {
    for (const first of [0, 13]) {
      const res = await app.gql(
        `query($id: ID!, $first: Int!) { course(id: $id) { alsoBought(first: $first) { id } } }`,
        {
          id: ids['Short Video Mastery'],
          first,
        },
      );
      expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('lets an educator set the course facts, refusing an unknown category', async () => {
    const [{ id: categoryId }] = await db.query('SELECT id FROM categories WHERE slug = $1', [
      `${P}-mail`,
    ]);
    const created = await gqlCreate(
      app,
      teacher.token,
      validCourse({
        courseTitle: 'Zq Drip Campaigns',
        categoryId,
        level: 'INTERMEDIATE',
        language: 'Tamil',
        tags: ['Email', 'email', ' drip '],
        learningPoints: ['Write a welcome series'],
        requirements: ['A mailing list'],
      }),
    );
    const course = created.body.data.createCourse;
    const [stored] = await db.query(
      'SELECT level, language, tags, learning_points, requirements FROM courses WHERE id = $1',
      [course.id],
    );
    expect(stored).toEqual({
      level: 'intermediate',
      language: 'Tamil',
      tags: ['email', 'drip'],
      learning_points: ['Write a welcome series'],
      requirements: ['A mailing list'],
    });
    expect(await titles({ search: 'drip', filter: { categories: [`${P}-mail`] } })).toEqual([
      'Zq Drip Campaigns',
    ]);
    const refused = await gqlCreate(
      app,
      teacher.token,
      validCourse({ categoryId: '00000000-0000-4000-8000-000000000000', tags: ['x'.repeat(41)] }),
    );
    const fields = JSON.stringify(refused.body.errors[0].extensions);
    expect(fields).toContain('categoryId');
    expect(fields).toContain('tags[0]');
  });

  it('refuses profile links that are not http(s)', async () => {
    const res = await app.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { links } }',
      { input: { links: ['javascript:alert(1)'] } },
      teacher.token,
    );
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const ok = await app.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { links } }',
      { input: { links: ['https://zoya.example'] } },
      teacher.token,
    );
    expect(ok.data!.updateProfile.links).toEqual(['https://zoya.example']);
  });

  it("shows an instructor's new headline in the very next read, through the response cache", async () => {
    const q = `query($id: ID!) { instructor(id: $id) { headline } }`;
    await app.gql(q, { id: teacher.user.id });
    await app.gql(q, { id: teacher.user.id }); // now answered from memory
    await app.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { headline: 'Reels coach' } },
      teacher.token,
    );
    const res = await app.gql(q, { id: teacher.user.id });
    expect(res.data!.instructor.headline).toBe('Reels coach');
  });
  it('lists a course by its facts as they are now: price, level, category, its parent, published', async () => {
    await db.query(
      `INSERT INTO categories (slug, name, parent_id, position)
       SELECT $2, 'Zq Moving', id, 9 FROM categories WHERE slug = $1
       UNION ALL SELECT $3, 'Zq Elsewhere', NULL, 9`,
      [`${P}-top`, `${P}-moving`, `${P}-elsewhere`],
    );
    const id = (await createCourse(app, other.user.id, { title: 'Zq Moving Target', price: 1000 }))
      .id;
    const change = async (sql: string, params: unknown[] = []) => {
      await db.query(sql, params);
      await app.settled();
    };
    await change(
      `UPDATE courses SET category_id = (SELECT id FROM categories WHERE slug = $2) WHERE id = $1`,
      [id, `${P}-moving`],
    );
    const moving = (filter: Record<string, unknown>) =>
      titles({ filter: { categories: [`${P}-moving`], ...filter } });
    expect(await moving({ price: 'PAID' })).toEqual(['Zq Moving Target']);
    expect(await titles(within({ levels: ['ADVANCED'], price: 'PAID', minPrice: 900 }))).toEqual(
      [],
    );
    await change(`UPDATE courses SET discount = 50, level = 'advanced' WHERE id = $1`, [id]);
    expect(await titles(within({ levels: ['ADVANCED'], minPrice: 450, maxPrice: 550 }))).toEqual([
      'Zq Moving Target',
    ]);
    await change('UPDATE courses SET course_price = 0 WHERE id = $1', [id]);
    expect(await moving({ price: 'FREE' })).toEqual(['Zq Moving Target']);
    await change(
      `UPDATE categories SET parent_id = (SELECT id FROM categories WHERE slug = $2) WHERE slug = $1`,
      [`${P}-moving`, `${P}-elsewhere`],
    );
    expect(await titles({ filter: { categories: [`${P}-elsewhere`] } })).toEqual([
      'Zq Moving Target',
    ]);
    expect(await titles(within({ price: 'FREE', levels: ['ADVANCED'] }))).toEqual([]);
    const elsewhere = async () =>
      (await app.gql('{ category(slug: "zq-elsewhere") { courseCount } }')).data!.category;
    expect(await elsewhere()).toEqual({ courseCount: 1 });
    await change('UPDATE courses SET is_published = false WHERE id = $1', [id]);
    expect(await elsewhere()).toEqual({ courseCount: 0 });
    expect(await titles({ filter: { categories: [`${P}-elsewhere`], price: 'FREE' } })).toEqual([]);
  });
});
