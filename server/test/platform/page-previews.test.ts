import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { DataSource } from 'typeorm';
import { excerpt, htmlToText } from '../../src/site/page-previews';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://courses.example.com';

/** client/index.html as the build writes it: its head script and entry in place of the source's. */
function writeClientBuild(dist: string) {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'client', 'index.html'), 'utf8');
  const html = source
    .replace('<head>', '<head>\n    <script src="/assets/first-load-Zz9.js"></script>\n')
    .replace('/src/main.tsx', '/assets/index-Ab12Cd.js');
  expect(html).not.toBe(source);
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(html));
  return html;
}

/** The content of every `<meta {name|property}="key">` of the page, as written (escaped). */
function metas(html: string, key: string): string[] {
  const pattern = /<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g;
  return [...html.matchAll(pattern)].filter((m) => m[1] === key).map((m) => m[2]);
}
const meta = (html: string, key: string) => {
  const found = metas(html, key);
  expect(found).toHaveLength(1);
  return found[0];
};
const titles = (html: string) => [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => m[1]);
const canonical = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((m) => m[1]);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages worth sharing', () => {
  let app: TestApp;
  let index: string;
  let db: DataSource;
  let teacher: { id: string };
  let quiet: { id: string };
  let student: { id: string };
  let published: { id: string };
  let escaped: { id: string };
  let hidden: { id: string };
  let archived: { id: string };
  const description = `<h2>Grow&nbsp;your brand</h2><p>Learn <strong>search</strong> &amp; social in ${'practical, hands-on lessons '.repeat(10)}</p><iframe src="https://www.youtube.com/embed/x"></iframe>`;

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-previews-'));
    index = writeClientBuild(dist);
    app = await TestApp.start({ clientDist: dist, publicUrl: PUBLIC_URL });
    db = app.app.get(DataSource);

    teacher = (await educator(app)).user;
    quiet = (await educator(app)).user;
    student = (await signUp(app, newUser())).user;
    await db.query(
      `UPDATE users SET name = $2, headline = $3, bio = $4, image_url = $5 WHERE id = $1`,
      [
        teacher.id,
        'Meera "Brand" <b>Iyer</b>',
        'Brand strategist & coach',
        'Ten years of <growth> campaigns for startups.',
        '/uploads/avatars/meera.png',
      ],
    );
    const [top] = await db.query<{ id: string }[]>(
      `INSERT INTO categories (slug, name, position) VALUES ('preview-marketing', 'Digital Marketing', 1) RETURNING id`,
    );
    const [sub] = await db.query<{ id: string }[]>(
      `INSERT INTO categories (slug, name, parent_id) VALUES ('preview-seo', 'SEO & "Search"', $1) RETURNING id`,
      [top.id],
    );
    await db.query(
      `INSERT INTO categories (slug, name, position) VALUES ('preview-empty', 'Video', 2)`,
    );

    published = await createCourse(app, teacher.id, { title: 'Personal Branding Masterclass' });
    escaped = await createCourse(app, teacher.id, {
      title: 'Growth <script>alert("x")</script> & \'Brand\'',
    });
    hidden = await createCourse(app, teacher.id, { title: 'Draft Course', published: false });
    archived = await createCourse(app, teacher.id, { title: 'Archived Course' });
    await createCourse(app, quiet.id, { title: 'Quiet Draft', published: false });
    const set = (id: string, sql: string, ...values: unknown[]) =>
      db.query(`UPDATE courses SET ${sql} WHERE id = $1`, [id, ...values]);
    await set(
      published.id,
      'category_id = $2, course_description = $3, course_thumbnail = $4',
      sub.id,
      description,
      '/uploads/thumbnails/branding-640.jpg',
    );
    await set(
      escaped.id,
      "category_id = $2, course_thumbnail = $3, course_description = ''",
      top.id,
      'https://media.example.net/thumbs/growth.jpg',
    );
    await set(hidden.id, 'category_id = $2', sub.id);
    await set(archived.id, 'category_id = $2, is_published = false, archived_at = now()', top.id);
  });
  afterAll(() => app.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.http().get(url).set('accept', 'text/html').set(headers);

  describe('a course page', () => {
    it("carries the course's title, description and image, on the public base", async () => {
      const res = await page(`/course/${published.id}`, { host: 'evil.example' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.text;
      expect(titles(html)).toEqual(['Personal Branding Masterclass – BrandCraft']);
      expect(meta(html, 'og:title')).toBe('Personal Branding Masterclass');
      expect(meta(html, 'twitter:title')).toBe('Personal Branding Masterclass');
      expect(meta(html, 'og:site_name')).toBe('BrandCraft');
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const url = `${PUBLIC_URL}/course/${published.id}`;
      expect(meta(html, 'og:url')).toBe(url);
      expect(canonical(html)).toEqual([url]);
      const image = `${PUBLIC_URL}/uploads/thumbnails/branding-640.jpg`;
      expect(meta(html, 'og:image')).toBe(image);
      expect(meta(html, 'twitter:image')).toBe(image);
      expect(html).not.toContain('evil.example');

      const text = meta(html, 'description');
      expect(text).toMatch(
        /^Grow your brand Learn search &amp; social in practical, hands-on lessons /,
      );
      expect(text).not.toMatch(/<|>|nbsp|iframe|youtube/);
      expect(text.endsWith('…')).toBe(true);
      expect(text.replace(/&amp;/g, '&').length).toBeLessThanOrEqual(200);
      // Cut after a whole word.
      const full = `Grow your brand Learn search &amp; social in ${'practical, hands-on lessons '.repeat(10)}`;
      const kept = text.slice(0, -1);
      expect(full.startsWith(kept)).toBe(true);
      expect(full[kept.length]).toMatch(/[\s,]/);
      expect(meta(html, 'og:description')).toBe(text);
      expect(meta(html, 'twitter:description')).toBe(text);
      // The build's own title and description are replaced, not repeated.
      expect(html).not.toContain('Digital Marketing &amp; Personal Branding Courses');
      expect(html).not.toContain('learn digital marketing and personal branding from working');
    });

    it('keeps the rest of index.html as built: the first-load script, the entry, the splash', async () => {
      const html = (await page(`/course/${published.id}`)).text;
      expect(html).toContain('<script src="/assets/first-load-Zz9.js"></script>');
      expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd.js"></script>');
      // Byte for byte before the build's description and after its title.
      const description = index.indexOf('<meta\n      name="description"');
      expect(description).toBeGreaterThan(0);
      expect(html.startsWith(index.slice(0, description))).toBe(true);
      const afterTitle = index.indexOf('</title>') + '</title>'.length;
      expect(html.endsWith(index.slice(afterTitle))).toBe(true);
      expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
      // No script of its own: the page policy allows none inline.
      expect(head(html).match(/<script/g)).toHaveLength(1);
    });

    it('escapes every value, a title with markup and quotes among them', async () => {
      const html = (await page(`/course/${escaped.id}`)).text;
      const title =
        'Growth &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Brand&#39;';
      expect(titles(html)).toEqual([`${title} – BrandCraft`]);
      expect(meta(html, 'og:title')).toBe(title);
      expect(meta(html, 'twitter:title')).toBe(title);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('"x"');
      // A thumbnail stored with its own address (object storage) is kept as it is.
      expect(meta(html, 'og:image')).toBe('https://media.example.net/thumbs/growth.jpg');
      expect(meta(html, 'description')).toBe(
        'A course by Meera &quot;Brand&quot; &lt;b&gt;Iyer&lt;/b&gt; on BrandCraft.',
      );
    });

    it('has the same security policy as any other page', async () => {
      const preview = await page(`/course/${published.id}`);
      const plain = await page('/course-list');
      expect(preview.headers['content-security-policy']).toBeDefined();
      expect(preview.headers['content-security-policy']).toBe(
        plain.headers['content-security-policy'],
      );
      expect(preview.headers['x-content-type-options']).toBe('nosniff');
    });

    it('is compressed as it is sent, per encoding, and revalidated with an ETag', async () => {
      const plain = await app.raw(`/course/${published.id}`, { accept: 'text/html' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const res = await app.raw(`/course/${published.id}`, {
          accept: 'text/html',
          'accept-encoding': encoding,
        });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.body).equals(plain.body)).toBe(true);
        const again = await app.raw(`/course/${published.id}`, {
          accept: 'text/html',
          'accept-encoding': encoding,
          'if-none-match': res.headers.etag!,
        });
        expect(again.status).toBe(304);
      }
      const head = await app.http().head(`/course/${published.id}`).set('accept', 'text/html');
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    });

    it('finds the course under an upper-case id, with the canonical address in lower case', async () => {
      const html = (await page(`/course/${published.id.toUpperCase()}/`)).text;
      expect(canonical(html)).toEqual([`${PUBLIC_URL}/course/${published.id}`]);
    });

    it.each([
      ['an unknown id', () => randomUUID()],
      ['an id that is no uuid', () => 'not-a-course'],
      ['an unpublished course', () => hidden.id],
      ['an archived course', () => archived.id],
    ])('gives %s the plain index.html, with status 200', async (_, id) => {
      const res = await page(`/course/${id()}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toBe(index);
      expect(metas(res.text, 'og:title')).toEqual([]);
    });

    it('leaves other client routes as built', async () => {
      for (const url of ['/', '/course-list', '/course-list/seo', `/player/${published.id}`]) {
        const res = await page(url);
        expect(res.status).toBe(200);
        expect(res.text).toBe(index);
      }
    });
  });

  describe('an instructor page', () => {
    it("carries the instructor's name, headline and bio, and picture", async () => {
      const res = await page(`/instructor/${teacher.id}`);
      expect(res.status).toBe(200);
      const html = res.text;
      const name = 'Meera &quot;Brand&quot; &lt;b&gt;Iyer&lt;/b&gt;';
      expect(titles(html)).toEqual([`${name} – BrandCraft`]);
      expect(meta(html, 'og:title')).toBe(name);
      expect(meta(html, 'og:type')).toBe('profile');
      expect(meta(html, 'description')).toBe(
        'Brand strategist &amp; coach. Ten years of &lt;growth&gt; campaigns for startups.',
      );
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/avatars/meera.png`);
      expect(canonical(html)).toEqual([`${PUBLIC_URL}/instructor/${teacher.id}`]);
      expect(html).not.toContain('<b>Iyer');
    });

    it('shows the site picture for a generated (data:) avatar', async () => {
      await db.query(
        `UPDATE users SET image_url = 'data:image/svg+xml;base64,PHN2Zy8+' WHERE id = $1`,
        [teacher.id],
      );
      try {
        const html = (await page(`/instructor/${teacher.id}`)).text;
        expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/hero-poster.jpg`);
      } finally {
        await db.query(`UPDATE users SET image_url = '/uploads/avatars/meera.png' WHERE id = $1`, [
          teacher.id,
        ]);
      }
    });

    it.each([
      ['an educator with no published course', () => quiet.id],
      ['a student', () => student.id],
      ['an unknown id', () => randomUUID()],
    ])('gives %s the plain index.html', async (_, id) => {
      const res = await page(`/instructor/${id()}`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(index);
    });
  });

  describe('a category page', () => {
    it('counts the published courses of a top-level category with its subcategories', async () => {
      const html = (await page('/category/preview-marketing')).text;
      expect(titles(html)).toEqual(['Digital Marketing courses – BrandCraft']);
      expect(meta(html, 'og:title')).toBe('Digital Marketing courses');
      // Its own published course and the subcategory's; not the draft, not the archived one.
      expect(meta(html, 'description')).toBe(
        'Browse 2 published courses in Digital Marketing on BrandCraft, taught by working mentors.',
      );
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/hero-poster.jpg`);
      expect(canonical(html)).toEqual([`${PUBLIC_URL}/category/preview-marketing`]);
    });

    it('escapes a subcategory name', async () => {
      const html = (await page('/category/preview-seo')).text;
      expect(meta(html, 'og:title')).toBe('SEO &amp; &quot;Search&quot; courses');
      expect(meta(html, 'description')).toBe(
        'Browse 1 published course in SEO &amp; &quot;Search&quot; on BrandCraft, taught by working mentors.',
      );
    });

    it('says when a category has no course yet, and gives an unknown one the plain page', async () => {
      const empty = (await page('/category/preview-empty')).text;
      expect(meta(empty, 'description')).toBe(
        'No published courses in Video on BrandCraft yet: new ones are on their way.',
      );
      for (const url of ['/category/no-such-category', '/category/a%00b', '/course/%E0%A4%A']) {
        const unknown = await page(url);
        expect(unknown.status).toBe(200);
        expect(unknown.text).toBe(index);
      }
    });
  });

  describe('crawler files', () => {
    it('robots.txt allows the public site and names the sitemap', async () => {
      const res = await app.http().get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.text.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /']));
      for (const path of [
        '/educator',
        '/my-enrollments',
        '/player',
        '/account',
        '/api/',
        '/graphql',
      ])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });

    it('sitemap.xml lists the public pages, categories, published courses and their teachers', async () => {
      const res = await app.http().get('/sitemap.xml').set('host', 'evil.example');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = res.text;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(xml.trim().endsWith('</urlset>')).toBe(true);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        expect.arrayContaining(
          [
            '/',
            '/course-list',
            '/about',
            '/contact',
            '/category/preview-marketing',
            '/category/preview-seo',
            '/category/preview-empty',
            `/course/${published.id}`,
            `/course/${escaped.id}`,
            `/instructor/${teacher.id}`,
          ].map((path) => PUBLIC_URL + path),
        ),
      );
      expect(new Set(locs).size).toBe(locs.length);
      for (const absent of [
        `/course/${hidden.id}`,
        `/course/${archived.id}`,
        `/instructor/${quiet.id}`,
        `/instructor/${student.id}`,
      ])
        expect(locs).not.toContain(PUBLIC_URL + absent);
      expect(xml).not.toContain('evil.example');

      const [{ updated_at: updatedAt }] = await db.query<{ updated_at: Date }[]>(
        'SELECT updated_at FROM courses WHERE id = $1',
        [published.id],
      );
      expect(xml).toContain(
        `<url><loc>${PUBLIC_URL}/course/${published.id}</loc><lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      );
    });

    it('answers without a client build too', async () => {
      const bare = await TestApp.start({ publicUrl: PUBLIC_URL }); // clientDist: /nonexistent
      try {
        const robots = await bare.http().get('/robots.txt');
        expect(robots.status).toBe(200);
        expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
        const sitemap = await bare.http().get('/sitemap.xml');
        expect(sitemap.status).toBe(200);
        expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/course-list</loc>`);
      } finally {
        await bare.close();
      }
    });
  });
});

describe('preview text', () => {
  it('reads the text of stored HTML', () => {
    expect(
      htmlToText('<p>SEO&nbsp;&amp; <b>SE</b>M</p><p>basics&hellip; &#8377;99 &amp;lt;</p>'),
    ).toBe(' SEO & SEM  basics… ₹99 &lt; ');
    expect(htmlToText('<p>cut here <a href="https://exa')).toBe(' cut here ');
  });

  it('cuts at a word boundary, "…" included in the limit', () => {
    expect(excerpt('  short\n\n text ')).toBe('short text');
    const words = 'marketing '.repeat(30); // 300 characters
    const cut = excerpt(words);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/^(marketing )+marketing…$/);
    expect(excerpt('a'.repeat(250))).toBe(`${'a'.repeat(199)}…`);
    expect(excerpt(`${'x'.repeat(198)} yz`)).toBe(`${'x'.repeat(198)}…`);
    expect(excerpt(`${'x'.repeat(199)} yz`)).toBe(`${'x'.repeat(199)}…`);
    expect(excerpt('word, '.repeat(40))).toMatch(/word…$/);
  });
});
