// Fills a migrated BrandCraft database with a catalog at scale (not the demo seed): 2,000 educators,
// 20,001 learners, 10,000 published courses (3 chapters x 4 lectures), 200,000 enrolments with their
// purchases (with where each buyer came from), ratings, 1,000,000 completed lectures with the
// learners' resume points, and 1,000,000 course page views over the last year as the daily counters
// (with preview plays, checkouts started and views per source) a real site would hold, all
// consistent with the entities' constraints.
//   DATABASE_URL=postgres://... npm run data:scale
// Named fixtures (password SCALE_PASSWORD): busy.learner@scale.brandcraft.test is enrolled in 200
// courses with progress; top.educator@scale.brandcraft.test owns 20 courses with 50,000 enrolments.
// Small tables are built in JavaScript and inserted with unnest(); the large ones are generated in
// SQL (generate_series, INSERT ... SELECT), in one transaction with user triggers off. Each course
// gets a subcategory of the demo taxonomy, a level, a language and tags; the figures the triggers
// keep (course_stats, courses.search_document) are computed once at the end, set-based.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const require = createRequire(import.meta.url);
require('@swc-node/register'); // the server's own TypeScript: password hasher, default avatar, taxonomy
const { hashPassword } = require('../server/src/auth/password-hasher.ts');
const { defaultAvatar } = require('../server/src/users/default-avatar.ts');
// The categories every install has (the server inserts them at boot; a database migrated by the CLI
// alone lacks them, so they are inserted here too, the same way: missing slugs only).
const { CATEGORY_ROWS } = require('../server/src/seed/categories.ts');

export const SCALE_PASSWORD = 'Scale@12345';
export const FIXTURE_LEARNER_EMAIL = 'busy.learner@scale.brandcraft.test';
export const FIXTURE_EDUCATOR_EMAIL = 'top.educator@scale.brandcraft.test';

const EDUCATORS = 2_000; // educator 1 is the fixture
const LEARNERS = 20_000; // plus the fixture learner, number 0
const COURSES = 10_000; // courses 1..20 belong to the fixture educator
const FIXTURE_COURSES = 20;
const FIXTURE_ENROLMENTS_PER_COURSE = 2_500; // 20 x 2,500 = 50,000
const FIXTURE_LEARNER_COURSES = 200;
const ENROLMENTS = 200_000;
const COMPLETIONS = 1_000_000;
const CHAPTERS = 3;
const LECTURES_PER_CHAPTER = 4;
const PENDING_CHECKOUTS = 2_000;
const PAGE_VIEWS = 1_000_000;
/** Half the views go to the fixture educator's courses, every day of the last year. */
const FIXTURE_VIEWS_PER_COURSE_DAY = Math.round(PAGE_VIEWS / 2 / FIXTURE_COURSES / 365);
/** The other half: each other course is viewed on this many days of the year. */
const VIEW_DAYS_PER_COURSE = 25;
/** Lectures done per enrolment, cycled by enrolment number: 20 entries summing to 100, so 1,000,000 in all. */
const DONE_PATTERN = [0, 12, 3, 7, 0, 1, 12, 5, 9, 2, 0, 4, 12, 6, 10, 3, 0, 8, 2, 4];
const TABLES = [
  'categories',
  'users',
  'courses',
  'chapters',
  'lectures',
  'enrollments',
  'purchases',
  'coupons',
  'course_ratings',
  'lecture_completions',
  'lecture_positions',
  'course_stats',
  'course_daily_stats',
  'course_daily_sources',
  'course_daily_sales',
  'site_daily_sales',
  'site_daily_sources',
  'course_running_stats',
];

const words = (text) => text.split('|');
const TOPICS = words(
  'Personal Branding|Instagram Marketing|LinkedIn Personal Branding|SEO|Content Marketing|Email Marketing|Google Ads|Facebook Ads|Copywriting|YouTube Channel Growth|TikTok Marketing|Influencer Marketing|Brand Storytelling|Social Media Strategy|Marketing Analytics|Affiliate Marketing|Podcast Branding|Freelance Branding|Conversion Rate Optimization|Digital Marketing|Growth Hacking|Video Marketing|Community Building|Public Speaking for Creators|Thought Leadership|Brand Identity Design|Marketing Automation|Performance Marketing|Local SEO|E-commerce Marketing|Newsletter Growth|Creator Economy|Canva Design for Brands|Product Launch Marketing|WhatsApp Marketing',
);
const PREFIXES = words(
  "|Mastering |The Complete |Practical |Advanced |A Beginner's Guide to |Hands-On |The Ultimate |Modern |Strategic |Essential |Data-Driven |Applied |Fast-Track |Zero to Hero: ",
);
const SUFFIXES = words(
  '| for Beginners| in 30 Days| Bootcamp| Masterclass| for Freelancers| for Small Businesses| for Creators| 2025 Edition| Workshop| from Scratch| for Coaches and Consultants| Playbook| Crash Course| for Career Shifters| for Entrepreneurs| Certification Prep| That Converts',
);
const FIRST_NAMES = words(
  'Aarav|Aditi|Ananya|Arjun|Diya|Ishaan|Kabir|Kavya|Meera|Neha|Nikhil|Pooja|Priya|Rahul|Riya|Rohan|Saanvi|Sana|Tanvi|Vihaan|Zoya|Aisha|Daniel|Emma|Fatima|Grace|Hiro|Lucas|Maria|Omar|Sofia|Yusuf',
);
const LAST_NAMES = words(
  'Sharma|Iyer|Mehta|Kapoor|Nair|Reddy|Gupta|Singh|Khan|Das|Joshi|Patel|Menon|Bose|Chopra|Fernandes|Rao|Verma|Agarwal|Pillai|Silva|Okafor|Tanaka|Garcia|Novak|Cohen',
);
const PRICES = [0, 499, 799, 999, 1299, 1499, 1999, 2499, 2999, 3999, 4999, 599, 899, 1799];
const DISCOUNTS = [0, 0, 0, 10, 15, 20, 25, 30, 40, 50];
const SUBCATEGORIES = CATEGORY_ROWS.filter((c) => c.parentSlug !== null).map((c) => c.slug);
const LEVELS = ['beginner', 'intermediate', 'advanced', 'all_levels'];
/** 80 % English; [language, cumulative share]. */
const LANGUAGES = [
  ['English', 0.8],
  ['Hindi', 0.94],
  ['Tamil', 0.97],
  ['Spanish', 1],
];
/** Title words that make poor tags. */
const NOT_TAGS = new Set(
  words(
    'a|an|and|the|to|for|from|in|of|on|that|with|your|zero|hero|guide|edition|beginners|2025|30|days|mastering|complete|practical|essential|applied|modern|ultimate|strategic|hands-on|fast-track|scratch|second|cohort',
  ),
);
const HEADLINE_ROLES = words(
  'coach|consultant|strategist|trainer|specialist|lead|freelancer|mentor|practitioner',
);
const CHAPTER_TITLES = ['Foundations', 'Strategy and Planning', 'Execution and Growth'];
const LECTURE_TITLES = words(
  'Why it matters now|Knowing your audience|Setting measurable goals|Tools of the trade|Positioning your offer|Building a content calendar|Budgets and channels|Case study walkthrough|Launching your first campaign|Reading the numbers|Scaling what works|Your 90-day plan',
);

/** A number in [0, 1) spread evenly by `n` (Knuth's multiplicative hash), so two runs make the same data. */
const spread = (n, salt) => (Math.imul(n + salt * 7919, 2654435761) >>> 0) / 2 ** 32;

/**
 * Like `spread`, but scrambled (murmur3's finaliser): spread(n, a) and spread(n, b) are shifts of one
 * another, so facts drawn with them would be tied together (each category with one level, say).
 */
const hashed = (n, salt) => {
  let h = Math.imul(n ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
};

const DAY_MS = 86_400_000;

/** Rows as one array per field, for `unnest($1::type[], ...)`. */
const columns = (rows) =>
  Object.fromEntries(Object.keys(rows[0]).map((k) => [k, rows.map((r) => r[k])]));
const daysAgo = (now, days) => new Date(now - days * DAY_MS).toISOString();

function buildUsers(now) {
  const person = (i) =>
    `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`;
  const user = (kind, n, name, fixtureEmail) => {
    const email =
      fixtureEmail ??
      `${name.toLowerCase().replace(/\s+/g, '.')}.${kind[0]}${n}@scale.brandcraft.test`;
    const topic = TOPICS[(n * 13) % TOPICS.length];
    const years = 3 + Math.floor(hashed(n, 6) * 15);
    return {
      kind,
      n,
      name,
      email,
      headline:
        kind === 'educator'
          ? `${topic} ${HEADLINE_ROLES[n % HEADLINE_ROLES.length]} · ${years} years in digital marketing`
          : '',
      image: defaultAvatar(name, email),
      role: kind === 'educator' ? 'educator' : 'student',
      phone:
        spread(n, 1) < 0.3
          ? `+91 9${String(Math.floor(spread(n, 2) * 1e9)).padStart(9, '0')}`
          : null,
      // Accounts predate every course (courses are at most three years old).
      created: daysAgo(now, 3 * 365 + 1 + spread(n, 3) * 365),
    };
  };
  const rows = [user('educator', 1, 'Meera Kapoor', FIXTURE_EDUCATOR_EMAIL)];
  for (let n = 2; n <= EDUCATORS; n++) rows.push(user('educator', n, person(n * 7)));
  rows.push(user('learner', 0, 'Kabir Sharma', FIXTURE_LEARNER_EMAIL));
  for (let n = 1; n <= LEARNERS; n++) rows.push(user('learner', n, person(n)));
  return columns(rows);
}

/** 2 to 5 lower-case tags from the title's words: the whole topic first, then its words, then the rest. */
function tagsOf(n, prefix, topic, suffix) {
  const candidates = [topic, ...topic.split(' '), ...suffix.split(' '), ...prefix.split(' ')]
    .map((word) => word.toLowerCase().replace(/[^a-z0-9 /-]+/g, ''))
    .filter((word) => word && !NOT_TAGS.has(word));
  const tags = [...new Set([...candidates, 'digital marketing'])];
  return tags.slice(0, Math.min(tags.length, 2 + Math.floor(hashed(n, 7) * 4)));
}

/** Titles combine a topic, a prefix and a suffix, so a search term matches a realistic share. */
function buildCourses(now) {
  const combos = TOPICS.length * PREFIXES.length * SUFFIXES.length;
  const rows = [];
  for (let n = 1; n <= COURSES; n++) {
    const topic = TOPICS[n % TOPICS.length];
    const prefix = PREFIXES[Math.floor(n / TOPICS.length) % PREFIXES.length];
    const suffix = SUFFIXES[Math.floor(n / (TOPICS.length * PREFIXES.length)) % SUFFIXES.length];
    rows.push({
      n,
      title: `${prefix}${topic}${suffix}${n >= combos ? ' (Second Cohort)' : ''}`,
      description:
        `<p>Learn ${topic.toLowerCase()} step by step, with templates and real examples from working marketers.</p>` +
        '<ul><li>Plan with clear goals</li><li>Create and publish with confidence</li><li>Measure, learn and grow</li></ul>',
      thumbnail: `/uploads/scale-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
      price: PRICES[(n * 31) % PRICES.length],
      discount: DISCOUNTS[(n * 17) % DISCOUNTS.length],
      educator: n <= FIXTURE_COURSES ? 1 : 2 + ((n - FIXTURE_COURSES - 1) % (EDUCATORS - 1)),
      created: daysAgo(now, 1 + spread(n, 4) * 3 * 365),
      category: SUBCATEGORIES[Math.floor(hashed(n, 8) * SUBCATEGORIES.length)],
      level: LEVELS[Math.floor(hashed(n, 9) * LEVELS.length)],
      language: LANGUAGES.find(([, share]) => hashed(n, 10) < share)[0],
      // One string per course ('|' between tags): unnest() cannot take an array of arrays.
      tags: tagsOf(n, prefix, topic, suffix).join('|'),
    });
  }
  return columns(rows);
}

/** Statements in order; each is [label, sql, params?]. Temporary `sc_*` tables carry numbers to ids. */
function statements(users, courses, passwordHash, currency) {
  const enrolments =
    ENROLMENTS - FIXTURE_COURSES * FIXTURE_ENROLMENTS_PER_COURSE - FIXTURE_LEARNER_COURSES;
  const others = COURSES - FIXTURE_COURSES;
  const categoryInsert = (rows) => [
    `
    INSERT INTO categories (slug, name, parent_id, position)
    SELECT r.slug, r.name, p.id, r.position
    FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS r(slug, name, parent_slug, position)
    LEFT JOIN categories p ON p.slug = r.parent_slug
    ON CONFLICT (slug) DO NOTHING`,
    [
      rows.map((r) => r.slug),
      rows.map((r) => r.name),
      rows.map((r) => r.parentSlug),
      rows.map((r) => r.position),
    ],
  ];
  return [
    // Top levels first, so each subcategory finds its parent's id by slug.
    ['categories', ...categoryInsert(CATEGORY_ROWS.filter((c) => c.parentSlug === null))],
    ['subcategories', ...categoryInsert(CATEGORY_ROWS.filter((c) => c.parentSlug !== null))],
    [
      'learner and educator numbers',
      `
      CREATE TEMP TABLE sc_user ON COMMIT DROP AS
      SELECT kind, n, gen_random_uuid() AS id, name, email, headline, image, role::user_role AS role, phone, created
      FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
        AS u(kind, n, name, email, headline, image, role, phone, created)`,
      [
        users.kind,
        users.n,
        users.name,
        users.email,
        users.headline,
        users.image,
        users.role,
        users.phone,
        users.created,
      ],
    ],
    [
      'users',
      `
      INSERT INTO users (id, name, email, headline, phone, image_url, role, password_hash, created_at, updated_at)
      SELECT id, name, email, headline, phone, image, role, $1, created, created FROM sc_user`,
      [passwordHash],
    ],
    [
      'course numbers',
      `
      CREATE TEMP TABLE sc_course ON COMMIT DROP AS
      SELECT c.n, gen_random_uuid() AS id, c.title, c.description, c.thumbnail, c.price, c.discount,
        round(round(c.price * 100) * (100 - c.discount) / 100)::int AS net_paise, u.id AS educator_id, c.created,
        cat.id AS category_id, c.level::course_level AS level, c.language, string_to_array(c.tags, '|') AS tags
      FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::int[], $8::timestamptz[],
          $9::text[], $10::text[], $11::text[], $12::text[])
        AS c(n, title, description, thumbnail, price, discount, educator, created, category, level, language, tags)
      JOIN sc_user u ON u.kind = 'educator' AND u.n = c.educator
      JOIN categories cat ON cat.slug = c.category`,
      [
        courses.n,
        courses.title,
        courses.description,
        courses.thumbnail,
        courses.price,
        courses.discount,
        courses.educator,
        courses.created,
        courses.category,
        courses.level,
        courses.language,
        courses.tags,
      ],
    ],
    [
      'courses',
      `
      INSERT INTO courses (id, course_title, course_description, course_thumbnail, course_price, discount,
        is_published, educator_id, created_at, updated_at, category_id, level, language, tags)
      SELECT id, title, description, thumbnail, price, discount, true, educator_id, created, created,
        category_id, level, language, tags
      FROM sc_course`,
    ],
    [
      'chapters',
      `
      CREATE TEMP TABLE sc_chapter ON COMMIT DROP AS
      SELECT c.n, k, gen_random_uuid() AS id, c.id AS course_id
      FROM sc_course c, generate_series(1, ${CHAPTERS}) k;
      INSERT INTO chapters (id, course_id, chapter_title, chapter_order)
      SELECT id, course_id, (ARRAY['${CHAPTER_TITLES.join("','")}'])[k], k FROM sc_chapter`,
    ],
    [
      'lectures',
      `
      CREATE TEMP TABLE sc_lecture ON COMMIT DROP AS
      SELECT ch.n, (ch.k - 1) * ${LECTURES_PER_CHAPTER} + j AS position, ch.k, j, gen_random_uuid() AS id, ch.id AS chapter_id
      FROM sc_chapter ch, generate_series(1, ${LECTURES_PER_CHAPTER}) j;
      INSERT INTO lectures (id, chapter_id, lecture_title, lecture_duration, lecture_url, is_preview_free, lecture_order)
      SELECT id, chapter_id, (ARRAY[${LECTURE_TITLES.map((t) => `'${t}'`).join(',')}])[position],
        4 + (hashtext(id::text) & 2147483647) % 26, 'https://youtu.be/' || substr(md5(id::text), 1, 11), position = 1, j
      FROM sc_lecture`,
    ],
    // Who is enrolled where, by number: the fixture educator's courses get 2,500 learners each, the
    // fixture learner 200 courses, and the rest is skewed toward some popular courses (random()^2).
    [
      'enrolment pairs',
      `
      SELECT setseed(0.12);
      CREATE TEMP TABLE sc_pair ON COMMIT DROP AS
      SELECT (c * 997 + i) % ${LEARNERS} + 1 AS learner, c AS course
      FROM generate_series(1, ${FIXTURE_COURSES}) c, generate_series(0, ${FIXTURE_ENROLMENTS_PER_COURSE - 1}) i
      UNION ALL
      SELECT 0, ${FIXTURE_COURSES + 1} + i * ${Math.floor(others / FIXTURE_LEARNER_COURSES)}
      FROM generate_series(0, ${FIXTURE_LEARNER_COURSES - 1}) i
      UNION ALL (
        SELECT learner, course FROM (
          SELECT DISTINCT u AS learner, ${FIXTURE_COURSES + 1} + floor(${others} * power(random(), 2))::int AS course
          FROM generate_series(1, ${LEARNERS}) u, generate_series(1, ${Math.ceil((enrolments / LEARNERS) * 1.2)}) s
        ) candidates
        ORDER BY md5(learner || ':' || course) LIMIT ${enrolments})`,
    ],
    [
      'enrolment numbers',
      `
      CREATE TEMP TABLE sc_enrol ON COMMIT DROP AS
      SELECT *, (ARRAY[${DONE_PATTERN.join(',')}])[1 + ord % ${DONE_PATTERN.length}] AS done
      FROM (
        SELECT gen_random_uuid() AS id, u.id AS user_id, c.n AS course_n, c.id AS course_id, c.net_paise,
          c.created + (now() - c.created) * power((hashtext(p.learner || '/' || p.course) & 2147483647) / 2147483648.0, 0.6) AS created,
          row_number() OVER (ORDER BY md5(p.learner || '/' || p.course))::int AS ord
        FROM sc_pair p
        JOIN sc_user u ON u.kind = 'learner' AND u.n = p.learner
        JOIN sc_course c ON c.n = p.course) numbered`,
    ],
    [
      'enrollments',
      `
      INSERT INTO enrollments (id, user_id, course_id, created_at)
      SELECT id, user_id, course_id, created FROM sc_enrol ORDER BY user_id, course_id`,
    ],
    // Every enrolment has its completed purchase (provider "free" at a net price of 0); some paid
    // enrolments also have an earlier failed order, and some learners an abandoned pending checkout.
    [
      'purchases',
      `
      INSERT INTO purchases (user_id, course_id, amount_paise, currency, status, provider,
        provider_order_id, provider_payment_id, completed_at, created_at, updated_at,
        source, referrer_host, source_kind)
      SELECT e.user_id, e.course_id, e.net_paise, $1, 'completed'::purchase_status,
        CASE WHEN e.net_paise = 0 THEN 'free' ELSE 'razorpay' END,
        CASE WHEN e.net_paise > 0 THEN 'order_SC' || lpad(e.ord::text, 8, '0') END,
        CASE WHEN e.net_paise > 0 THEN 'pay_SC' || lpad(e.ord::text, 10, '0') END,
        e.created, e.created - interval '2 minutes', e.created,
        -- One sale in 8 through the educator's own link (traffic/attribution.ts derives its code),
        -- one in 8 from a newsletter, one in 4 referred by a search engine or social site.
        CASE e.ord % 8 WHEN 0 THEN left(encode(sha256(convert_to('referral:' || c.educator_id, 'UTF8')), 'hex'), 12)
          WHEN 1 THEN 'newsletter' END,
        (ARRAY['google.com', NULL, 'instagram.com', NULL, 'linkedin.com', NULL, 'youtube.com', NULL])[1 + e.ord % 8],
        CASE WHEN e.ord % 8 = 0 THEN 'educator' ELSE 'marketplace' END
      FROM sc_enrol e JOIN sc_course c ON c.n = e.course_n
      UNION ALL
      SELECT user_id, course_id, net_paise + 10000, $1, 'failed', 'razorpay', 'order_SF' || lpad(ord::text, 8, '0'),
        NULL, NULL, created - interval '1 day', created - interval '1 day', NULL, NULL, 'marketplace'
      FROM sc_enrol WHERE net_paise > 0 AND ord % 40 = 7
      UNION ALL
      SELECT u.id, c.id, c.net_paise, $1, 'pending', 'razorpay', 'order_SP' || lpad(u.n::text, 8, '0'),
        NULL, NULL, now() - interval '3 days', now() - interval '3 days', NULL, NULL, 'marketplace'
      FROM sc_user u JOIN sc_course c ON c.n = ${FIXTURE_COURSES + 1} + (u.n * 7919) % ${others}
      WHERE u.kind = 'learner' AND u.n BETWEEN 1 AND ${PENDING_CHECKOUTS} AND c.net_paise > 0
        AND NOT EXISTS (SELECT 1 FROM sc_enrol e WHERE e.user_id = u.id AND e.course_id = c.id)`,
      [currency],
    ],
    // Every educator has an all-courses coupon, 10 % off; one sale in 10 of a course without a
    // discount of its own was bought with it (what the analytics' coupon performance reads).
    [
      'coupons',
      `
      INSERT INTO coupons (educator_id, code, kind, value)
      SELECT DISTINCT educator_id, 'SCALE-10', 'PERCENT_OFF'::coupon_kind, 10 FROM sc_course;
      UPDATE purchases p SET coupon_id = k.id, list_price_paise = round(c.price * 100),
        amount_paise = round(round(c.price * 100) * 0.9)
      FROM sc_course c JOIN coupons k ON k.educator_id = c.educator_id AND k.code = 'SCALE-10'
      WHERE p.course_id = c.id AND c.discount = 0 AND c.net_paise > 0 AND p.status = 'completed'
        AND p.provider_order_id LIKE 'order_SC%3'`,
    ],
    [
      'course_ratings',
      `
      INSERT INTO course_ratings (user_id, course_id, rating, created_at, updated_at)
      SELECT user_id, course_id, (ARRAY[5, 4, 5, 3, 4, 5, 2, 4, 5, 1, 4, 3])[1 + (ord / 2) % 12],
        least(now(), created + interval '10 days'), least(now(), created + interval '10 days')
      FROM sc_enrol WHERE done >= 3 AND ord % 2 = 0`,
    ],
    [
      'lecture_completions',
      `
      INSERT INTO lecture_completions (user_id, course_id, lecture_id, created_at)
      SELECT e.user_id, e.course_id, l.id, least(now(), e.created + l.position * interval '9 hours')
      FROM sc_enrol e JOIN sc_lecture l ON l.n = e.course_n AND l.position <= e.done
      ORDER BY e.user_id, l.id`,
    ],
    // Learners part-way through stopped in the lecture after their last completed one.
    [
      'lecture_positions',
      `
      INSERT INTO lecture_positions (user_id, course_id, lecture_id, position_seconds, updated_at)
      SELECT e.user_id, e.course_id, l.id, 60 + e.ord % 600, least(now(), e.created + e.done * interval '9 hours')
      FROM sc_enrol e JOIN sc_lecture l ON l.n = e.course_n AND l.position = e.done + 1
      WHERE e.done < ${CHAPTERS * LECTURES_PER_CHAPTER} AND e.ord % 3 <> 0`,
    ],
    // 1,000,000 page views as the daily counters the server keeps (traffic/): the fixture educator's
    // courses every day of the last year, every other course on ${VIEW_DAYS_PER_COURSE} days of it.
    [
      'course_daily_stats',
      `
      CREATE TEMP TABLE sc_views ON COMMIT DROP AS
      SELECT c.id AS course_id, (now() AT TIME ZONE 'UTC')::date - d AS day,
        ${FIXTURE_VIEWS_PER_COURSE_DAY} - 20 + (hashtext(c.n || '/' || d) & 2147483647) % 41 AS views
      FROM sc_course c, generate_series(0, 364) d WHERE c.n <= ${FIXTURE_COURSES}
      UNION ALL
      SELECT c.id, (now() AT TIME ZONE 'UTC')::date - ((c.n * 31 + k * 14) % 365), 1 + (c.n + k) % 3
      FROM sc_course c, generate_series(1, ${VIEW_DAYS_PER_COURSE}) k WHERE c.n > ${FIXTURE_COURSES};
      INSERT INTO course_daily_stats (course_id, day, views, preview_plays, checkouts_started)
      SELECT course_id, day, sum(views), sum(views) / 5, sum(views) / 25 FROM sc_views GROUP BY 1, 2`,
    ],
    [
      'course_daily_sources',
      `
      INSERT INTO course_daily_sources (course_id, day, source, views)
      SELECT course_id, day, source, part FROM (
        SELECT course_id, day, unnest(ARRAY['direct', 'google.com', 'educator', 'newsletter']) AS source,
          unnest(ARRAY[views - views / 4 - views / 8 - views / 10, views / 4, views / 8, views / 10]) AS part
        FROM course_daily_stats) split
      WHERE part > 0`,
    ],
  ];
}

/**
 * Generates the data into `databaseUrl` (migrated, without scale data yet). Returns the row counts
 * and the fixtures' emails and password. `log` receives a line per step.
 */
export async function generateScaleData(databaseUrl, { log = console.log, currency = 'INR' } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const migrated = await client.query(
      `SELECT to_regclass('lecture_completions') IS NOT NULL AS ok`,
    );
    if (!migrated.rows[0].ok)
      throw new Error(
        'The database has no BrandCraft tables: start the server on it once to migrate it.',
      );
    const done = await client.query('SELECT 1 FROM users WHERE email = $1', [
      FIXTURE_EDUCATOR_EMAIL,
    ]);
    if (done.rowCount) throw new Error('This database already holds the scale data.');

    const started = performance.now();
    const now = Date.now();
    const users = buildUsers(now);
    const courses = buildCourses(now);
    const passwordHash = await hashPassword(SCALE_PASSWORD); // once: every account shares it

    await client.query(`SET temp_buffers = '512MB'`); // the sc_* tables stay in memory
    await client.query('BEGIN');
    // Change-notification triggers would fire per row; the one NOTIFY below announces the whole load. A
    // superuser also skips the foreign-key checks (replica role): the rows are consistent by construction.
    const {
      rows: [role],
    } = await client.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    if (role.rolsuper) await client.query('SET LOCAL session_replication_role = replica');
    else
      for (const table of TABLES) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    await client.query(`SET LOCAL work_mem = '256MB'`);
    for (const [label, sql, params] of statements(users, courses, passwordHash, currency)) {
      const t = performance.now();
      // Several statements in one string cannot take parameters; those that need them are single.
      await client.query(sql, params);
      log(`  ${label.padEnd(28)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const {
      rows: [made],
    } = await client.query(
      'SELECT count(*)::int AS enrolments, sum(done)::int AS completions FROM sc_enrol',
    );
    if (made.enrolments !== ENROLMENTS || made.completions !== COMPLETIONS)
      throw new Error(`Generated ${made.enrolments} enrolments, ${made.completions} completions`);
    const {
      rows: [traffic],
    } = await client.query('SELECT sum(views)::int AS views FROM sc_views');
    log(`  ${'page views'.padEnd(28)} ${traffic.views}`);
    if (!role.rolsuper)
      for (const table of TABLES) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    else await client.query('SET LOCAL session_replication_role = origin');
    // What the Discovery migration's triggers keep, with them on again: each course's search
    // document (its BEFORE UPDATE trigger rebuilds it from the title, tags, category and
    // instructor) and its figures (enrolments, ratings, minutes), every course at once.
    for (const [label, sql] of [
      // Without statistics of the new rows the planner scans every enrolment per course (minutes, not seconds).
      ['planner statistics', 'ANALYZE courses, chapters, lectures, enrollments, course_ratings'],
      [
        'search documents',
        'UPDATE courses SET search_document = NULL WHERE id IN (SELECT id FROM sc_course)',
      ],
      ['course_stats', 'SELECT refresh_course_stats(array_agg(id)) FROM courses'],
      // The daily sales counters analytics read, which triggers keep (off during the load).
      ['course_daily_sales', 'SELECT refresh_course_daily_sales()'],
      // The site's rollups (sales per day; views and sales by source per closed day), over the load's past days.
      ['site_daily_sources', 'SELECT refresh_site_rollups()'],
    ]) {
      const t = performance.now();
      await client.query(sql);
      log(`  ${label.padEnd(28)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    // What the triggers would have said, once: every instance's response cache starts over.
    await client.query(`NOTIFY data_changed, 'all'`);
    await client.query('COMMIT');

    const t = performance.now();
    // VACUUM sets the visibility map, so index-only scans skip the table; ANALYZE gives the planner the new sizes.
    await client.query(`VACUUM (ANALYZE) ${TABLES.join(', ')}`);
    log(`  ${'vacuum and analyze'.padEnd(28)} ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const counts = {};
    for (const table of TABLES)
      counts[table] = Number((await client.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
    log(
      `Generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    return {
      counts,
      password: SCALE_PASSWORD,
      learnerEmail: FIXTURE_LEARNER_EMAIL,
      educatorEmail: FIXTURE_EDUCATOR_EMAIL,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL || process.argv[2];
  if (!url) {
    console.error('usage: DATABASE_URL=postgres://... npm run data:scale');
    process.exit(2);
  }
  generateScaleData(url, { currency: process.env.CURRENCY?.trim().toUpperCase() || 'INR' }).then(
    () =>
      console.log(
        `Fixtures (password ${SCALE_PASSWORD}): ${FIXTURE_LEARNER_EMAIL}, ${FIXTURE_EDUCATOR_EMAIL}`,
      ),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
