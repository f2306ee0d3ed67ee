import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  CourseSort,
  DURATION_MINUTES,
  DurationBucket,
  PriceFilter,
  RATING_THRESHOLDS,
} from './dto/course-filter';
import { CourseLevel } from './course.entity';

/** A checked search with its filters (course-search.ts builds it from the arguments). */
export interface CatalogQuery {
  /** Trimmed; empty for none. */
  search: string;
  categories: string[];
  price?: PriceFilter;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  durations: DurationBucket[];
  levels: CourseLevel[];
  languages: string[];
}

/** No words and no filters: the whole published catalog. */
export const EVERY_COURSE: CatalogQuery = {
  search: '',
  categories: [],
  durations: [],
  levels: [],
  languages: [],
};

const DIMENSIONS = ['categories', 'prices', 'ratings', 'durations', 'levels', 'languages'] as const;
type Dimension = (typeof DIMENSIONS)[number];

export interface FacetRow {
  dimension: Dimension;
  value: string;
  count: number;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Placeholders for one statement's parameters, in order. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What filters and sorts read, from course_stats' copy of each course's facts (migration CatalogFacts). */
const BASE = `SELECT s.course_id AS id, s.created_at, s.category_id, s.parent_category_id,
      s.level, s.language, s.net_price AS net,
      s.rating_average AS rating, s.rating_count AS ratings,
      s.enrollment_count AS learners, s.total_minutes AS minutes,`;

/** How close (pg_trgm similarity) a title's word must be to a typed one to be offered instead. */
const CORRECTION_SIMILARITY = 0.3;

/** Below this many exact matches, titles within a small typo of the text are found too. */
const FEW_MATCHES = 20;

/**
 * The published courses a search matches, with what filters and sorts read, one row each.
 * Matching, in tiers that rank in this order: the title contains the text (the spec's substring
 * search, on the trigram index); the weighted words match (title, tags, category, instructor,
 * description: the GIN index of search_document); and only while those find fewer than a page,
 * titles within a small typo of the text (pg_trgm word similarity, the trigram index again).
 * Each tier is its own indexed scan that ranks what it finds where it reads it (one OR over all
 * three made the planner read and rank every course, three to seven times slower for a common
 * word); a course found by several tiers keeps its best rank, and only then is it joined to its
 * figures (joining the wide courses table to rank after the fact took as long again).
 */
function matched(query: CatalogQuery, p: Params): string {
  if (!query.search) return `${BASE} 0 AS rank FROM course_stats s WHERE s.is_published`;
  const text = p.add(query.search);
  const pattern = p.add(likePattern(query.search));
  const words = `websearch_to_tsquery('english', ${text})`;
  const inTitle = `course_title_lower LIKE lower(${pattern}) ESCAPE '\\'`;
  const inWords = `search_document @@ ${words}`;
  const captionWords = `websearch_to_tsquery('simple', ${text})`;
  // Words are ranked once, in their own tier; a title match ranks above them by 2, plus that
  // rank when its words match too (0 otherwise).
  return `${BASE} m.rank
    FROM (SELECT id, CASE
          WHEN bool_or(tier = 2) THEN 2 + coalesce(max(score) FILTER (WHERE tier = 1), 0)
          WHEN bool_or(tier = 1) THEN 1 + max(score) FILTER (WHERE tier = 1)
          ELSE max(score) END AS rank
        FROM (
          SELECT id, 2 AS tier, 0::real AS score FROM courses WHERE ${inTitle}
          UNION ALL SELECT id, 1, ts_rank_cd(search_document, ${words}) FROM courses WHERE ${inWords}
          UNION ALL ${captionMatches(captionWords)}
          UNION ALL SELECT id, 0, word_similarity(lower(${text}), course_title_lower) FROM courses
            WHERE course_title_lower %> lower(${text})
            AND (SELECT count(*) FROM (
                  SELECT 1 FROM courses WHERE ${inTitle}
                  UNION ALL SELECT 1 FROM courses WHERE ${inWords}
                  LIMIT ${FEW_MATCHES}) AS exact) < ${FEW_MATCHES}
        ) AS tiers GROUP BY id) AS m
    JOIN course_stats s ON s.course_id = m.id
    WHERE s.is_published`;
}

/**
 * Courses whose lecture captions hold the words (the GIN index of CaptionSearch), ranked below
 * every title and word match: `course id, tier 0, a score below 1`.
 */
const captionMatches = (words: string) =>
  `SELECT ch.course_id, 0, least(ts_rank_cd(to_tsvector('simple', lc.plain_text), ${words}), 0.99)::real
     FROM lecture_captions lc
     JOIN lectures l ON l.id = lc.lecture_id
     JOIN chapters ch ON ch.id = l.chapter_id
    WHERE to_tsvector('simple', lc.plain_text) @@ ${words}`;

const durationRange = (bucket: DurationBucket, column: string) => {
  const { from, to } = DURATION_MINUTES[bucket];
  return `(${column} > ${from}${to === null ? '' : ` AND ${column} <= ${to}`})`;
};

/** One SQL condition per active filter, over the columns of `matched`, by dimension. */
function conditions(query: CatalogQuery, p: Params): Partial<Record<Dimension, string>> {
  const where: Partial<Record<Dimension, string>> = {};
  if (query.categories.length) {
    const slugs = p.add(query.categories);
    // An array worked out once, not a hashed subplan probed per row: a tenth of the statement.
    const ids = `ANY(ARRAY(SELECT id FROM categories WHERE slug = ANY(${slugs})))`;
    where.categories = `(b.category_id = ${ids} OR b.parent_category_id = ${ids})`;
  }
  const price: string[] = [];
  if (query.price === PriceFilter.FREE) price.push('b.net = 0');
  if (query.price === PriceFilter.PAID) price.push('b.net > 0');
  if (query.minPrice !== undefined) price.push(`b.net >= ${p.add(query.minPrice)}`);
  if (query.maxPrice !== undefined) price.push(`b.net <= ${p.add(query.maxPrice)}`);
  if (price.length) where.prices = price.join(' AND ');
  if (query.minRating !== undefined) where.ratings = `b.rating >= ${p.add(query.minRating)}`;
  if (query.durations.length)
    where.durations = `(${query.durations.map((d) => durationRange(d, 'b.minutes')).join(' OR ')})`;
  if (query.levels.length) where.levels = `b.level = ANY(${p.add(query.levels)}::course_level[])`;
  if (query.languages.length) where.languages = `b.language = ANY(${p.add(query.languages)})`;
  return where;
}

const allBut = (where: Partial<Record<Dimension, string>>, dimension?: Dimension) =>
  Object.entries(where)
    .filter(([d, sql]) => d !== dimension && sql)
    .map(([, sql]) => `AND ${sql}`)
    .join(' ');

/** The columns every ORDER below reads. */
const SORT_COLUMNS = 'rank, learners, rating, ratings, net, created_at';

const ORDER: Record<CourseSort, string> = {
  [CourseSort.RELEVANCE]: 'rank DESC, learners DESC, created_at DESC',
  [CourseSort.MOST_POPULAR]: 'learners DESC, rating DESC, created_at DESC',
  [CourseSort.HIGHEST_RATED]: 'rating DESC, ratings DESC, learners DESC',
  [CourseSort.NEWEST]: 'created_at DESC',
  [CourseSort.PRICE_LOW_TO_HIGH]: 'net ASC, learners DESC',
  [CourseSort.PRICE_HIGH_TO_LOW]: 'net DESC, learners DESC',
};

/**
 * Whether a statement that reads the matches more than once keeps them: matching words is worth
 * doing once, while course_stats alone is cheaper to scan again than to copy.
 */
const keepMatches = (query: CatalogQuery) => (query.search ? 'MATERIALIZED' : 'NOT MATERIALIZED');

/** ORDER[sort] over the columns of a subquery named `page`. */
const inPageOrder = (sort: CourseSort) => ORDER[sort].replace(/(\w+) (ASC|DESC)/g, 'page.$1 $2');

/**
 * The facet counts over `t`, a CTE of matched rows (b.*) with `columns` added: each row's price
 * kind, length bucket and whether it passes each dimension's condition (`in_<dimension>`). Two
 * grouping passes: the categories over every match, the other filters over the matches in the
 * chosen categories only (usually a small share); in each, an option counts the rows that pass
 * the conditions of every dimension but its own. GROUPING() names the set a row comes from.
 */
function facetCounts(where: Partial<Record<Dimension, string>>) {
  const passesAllBut = (dimension: Dimension) =>
    DIMENSIONS.filter((d) => d !== dimension && d !== 'categories')
      .map((d) => `in_${d}`)
      .join(' AND ');
  const durationCases = Object.values(DurationBucket)
    .map((d) => `WHEN ${durationRange(d, 'b.minutes')} THEN '${d}'`)
    .join(' ');
  // How many of the thresholds (in descending order) a rating reaches: rating >= RATING_THRESHOLDS[i]
  // exactly when tier >= RATING_THRESHOLDS.length - i, one small column for the four comparisons.
  const ascending = [...RATING_THRESHOLDS].reverse();
  const tier = `CASE ${ascending.map((t, i) => `WHEN b.rating < ${t} THEN ${i}`).join(' ')} ELSE ${ascending.length} END`;
  const ratingCounts = RATING_THRESHOLDS.map(
    (_t, i) =>
      `coalesce(sum(n) FILTER (WHERE ${passesAllBut('ratings')} AND tier >= ${RATING_THRESHOLDS.length - i}), 0) AS r${i}`,
  ).join(', ');
  const ratingRows = RATING_THRESHOLDS.map((t, i) => `('${t}', g.r${i})`).join(', ');
  const counted = (dimension: Dimension) =>
    `coalesce(sum(n) FILTER (WHERE ${passesAllBut(dimension)}), 0) AS for_${dimension}`;
  const flags = DIMENSIONS.filter((d) => d !== 'categories').map((d) => `in_${d}`);
  return {
    columns: `b.net = 0 AS free, CASE ${durationCases} END AS duration, ${tier} AS tier,
      ${DIMENSIONS.map((d) => `${where[d] ?? 'true'} AS in_${d}`).join(', ')}`,
    // The other filters' rows are first counted per distinct combination of what they group and
    // test (a few hundred at most), so the grouping sets read those instead of every course.
    passes: `c AS (
        SELECT category_id, parent_category_id, GROUPING(category_id) AS set, count(*) AS n
        FROM t WHERE ${passesAllBut('categories')}
        GROUP BY GROUPING SETS ((category_id), (parent_category_id))),
      combinations AS (
        SELECT free, duration, level, language, tier, ${flags.join(', ')}, count(*) AS n
        FROM t WHERE in_categories
        GROUP BY free, duration, level, language, tier, ${flags.join(', ')}),
      g AS (
        SELECT free, duration, level, language, GROUPING(free, duration, level, language) AS set,
          ${(['prices', 'durations', 'levels', 'languages'] as const).map(counted).join(', ')},
          ${ratingCounts}
        FROM combinations
        GROUP BY GROUPING SETS ((free), (duration), (level), (language), ()))`,
    rows: `SELECT 'categories' AS dimension, cat.slug AS value, sum(c.n)::int AS count
        FROM c JOIN categories cat
          ON cat.id = CASE c.set WHEN 0 THEN c.category_id ELSE c.parent_category_id END
        GROUP BY cat.slug
      UNION ALL SELECT 'prices', CASE WHEN free THEN '${PriceFilter.FREE}' ELSE '${PriceFilter.PAID}' END,
        for_prices::int FROM g WHERE set = 7
      UNION ALL SELECT 'durations', duration, for_durations::int FROM g WHERE set = 11
      UNION ALL SELECT 'levels', level::text, for_levels::int FROM g WHERE set = 13
      UNION ALL SELECT 'languages', language, for_languages::int FROM g WHERE set = 14
      UNION ALL SELECT 'ratings', r.threshold, r.n::int
        FROM g CROSS JOIN LATERAL (VALUES ${ratingRows}) AS r(threshold, n) WHERE g.set = 15`,
  };
}

/** The catalog's search, filters, sort and facet counts, each one statement. */
@Injectable()
export class CourseSearchQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of ids in order, and how many match in all. */
  async page(
    query: CatalogQuery,
    sort: CourseSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: string[]; total: number }> {
    const p = new Params();
    const base = matched(query, p);
    const where = allBut(conditions(query, p));
    // The total from the same rows, without a window over every match (which spills to disk).
    const rows = await this.db.query<{ id: string | null; total: number }[]>(
      `WITH b AS (${base}), f AS ${keepMatches(query)} (SELECT * FROM b WHERE true ${where})
       SELECT page.id, (SELECT count(*) FROM f)::int AS total
       FROM (SELECT 1) AS one
       LEFT JOIN (SELECT id, ${SORT_COLUMNS} FROM f ORDER BY ${ORDER[sort]}, id DESC
                  LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) AS page ON true
       ORDER BY ${inPageOrder(sort)}, page.id DESC`,
      p.values,
    );
    return {
      ids: rows.flatMap((r) => (r.id ? [r.id] : [])),
      total: rows[0]?.total ?? 0,
    };
  }

  /**
   * For each of `courseIds` whose captions hold the search's words, the first lecture (in
   * curriculum order) they match in.
   */
  async captionMatches(
    search: string,
    courseIds: readonly string[],
  ): Promise<{ courseId: string; lectureId: string; lectureTitle: string }[]> {
    if (!search || courseIds.length === 0) return [];
    return this.db.query(
      `SELECT DISTINCT ON (ch.course_id) ch.course_id AS "courseId", l.id AS "lectureId",
              l.lecture_title AS "lectureTitle"
         FROM lecture_captions lc
         JOIN lectures l ON l.id = lc.lecture_id
         JOIN chapters ch ON ch.id = l.chapter_id
        WHERE to_tsvector('simple', lc.plain_text) @@ websearch_to_tsquery('simple', $1)
          AND ch.course_id = ANY($2)
        ORDER BY ch.course_id, ch.chapter_order, l.lecture_order`,
      [search, courseIds],
    );
  }

  /** For each filter, how many courses each of its options would show with every other filter on. */
  async facets(query: CatalogQuery): Promise<FacetRow[]> {
    const p = new Params();
    const base = matched(query, p);
    const counts = facetCounts(conditions(query, p));
    return this.db.query<FacetRow[]>(
      `WITH t AS ${keepMatches(query)} (SELECT b.*, ${counts.columns} FROM (${base}) AS b), ${counts.passes}
       ${counts.rows}`,
      p.values,
    );
  }

  /**
   * page() and facets() in one statement, so a search's words are matched once for both: the
   * course list's first page asks for them together.
   */
  async pageWithFacets(
    query: CatalogQuery,
    sort: CourseSort,
    offset: number,
    limit: number,
  ): Promise<{ ids: string[]; total: number; facets: FacetRow[] }> {
    const p = new Params();
    const base = matched(query, p);
    const where = conditions(query, p);
    const counts = facetCounts(where);
    // Without words, the page reads course_stats again rather than the facets' wider rows.
    const filtered = query.search
      ? `SELECT * FROM t WHERE ${DIMENSIONS.map((d) => `in_${d}`).join(' AND ')}`
      : `SELECT * FROM (${base}) AS b WHERE true ${allBut(where)}`;
    const rows = await this.db.query<
      ((FacetRow | { dimension: null; count: number }) & { ids: string[] | null })[]
    >(
      `WITH t AS ${keepMatches(query)} (SELECT b.*, ${counts.columns} FROM (${base}) AS b), ${counts.passes},
       f AS (${filtered}),
       page AS (SELECT id, ${SORT_COLUMNS} FROM f ORDER BY ${ORDER[sort]}, id DESC
                LIMIT ${p.add(limit)} OFFSET ${p.add(offset)})
       SELECT NULL AS dimension, NULL AS value, (SELECT count(*) FROM f)::int AS count,
         (SELECT array_agg(page.id::text ORDER BY ${inPageOrder(sort)}, page.id DESC) FROM page) AS ids
       UNION ALL SELECT facet.*, NULL FROM (${counts.rows}) AS facet`,
      p.values,
    );
    const head = rows.find((row) => row.dimension === null)!;
    const facets = rows.filter((row) => row.dimension !== null);
    return { ids: head.ids ?? [], total: head.count, facets };
  }

  /** The best-matching published course ids for suggestions: the search's own ranking. */
  async bestMatches(search: string, limit: number): Promise<string[]> {
    const p = new Params();
    const base = matched({ ...EVERY_COURSE, search }, p);
    const rows = await this.db.query<{ id: string }[]>(
      `WITH b AS (${base}) SELECT id FROM b ORDER BY ${ORDER[CourseSort.RELEVANCE]}, id DESC
       LIMIT ${p.add(limit)}`,
      p.values,
    );
    return rows.map((r) => r.id);
  }

  /**
   * The search's words, each replaced by the closest word (pg_trgm similarity, at least
   * CORRECTION_SIMILARITY) of the published titles that the typo tier of `matched` finds; null
   * when a title contains the text or the words match (nothing to correct), or no word changes.
   */
  async correction(search: string): Promise<string | null> {
    const rows = await this.db.query<{ word: string; closest: string | null }[]>(
      `WITH exact AS (
         SELECT 1 FROM courses WHERE is_published
           AND (course_title_lower LIKE lower($2) ESCAPE '\\' OR search_document @@ websearch_to_tsquery('english', $1))
         LIMIT 1),
       title_words AS (
         SELECT DISTINCT w FROM courses c, regexp_split_to_table(c.course_title_lower, '[^[:alnum:]]+') AS w
         WHERE c.is_published AND c.course_title_lower %> lower($1) AND length(w) > 1),
       typed AS (
         SELECT t.word, t.n FROM regexp_split_to_table(lower($1), '\\s+') WITH ORDINALITY AS t(word, n)
         WHERE t.word <> '')
       SELECT typed.word, best.w AS closest FROM typed
       LEFT JOIN LATERAL (
         SELECT w FROM title_words WHERE similarity(typed.word, w) >= $3
         ORDER BY similarity(typed.word, w) DESC, w LIMIT 1) AS best ON true
       WHERE NOT EXISTS (SELECT 1 FROM exact)
       ORDER BY typed.n`,
      [search, likePattern(search), CORRECTION_SIMILARITY],
    );
    const typed = rows.map((r) => r.word).join(' ');
    const corrected = rows.map((r) => r.closest ?? r.word).join(' ');
    return rows.length && corrected !== typed ? corrected : null;
  }

  /** Instructors with published courses whose name contains the text or is within a small typo. */
  instructorsNamed(search: string, limit: number) {
    // Both conditions use the trigram index on lower(name) (migration Discovery).
    return this.db.query<{ id: string; name: string; imageUrl: string }[]>(
      `SELECT u.id, u.name, u.image_url AS "imageUrl"
       FROM users u
       WHERE (lower(u.name) LIKE lower($1) ESCAPE '\\' OR lower(u.name) %> lower($2))
         AND EXISTS (SELECT 1 FROM courses c WHERE c.educator_id = u.id AND c.is_published)
       ORDER BY word_similarity(lower($2), lower(u.name)) DESC, u.name
       LIMIT $3`,
      [likePattern(search), search, limit],
    );
  }
}
