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

type Dimension = 'categories' | 'prices' | 'ratings' | 'durations' | 'levels' | 'languages';

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

const BASE = `SELECT c.id, c.created_at, c.category_id, cat.parent_id AS parent_category_id,
      c.level::text AS level, c.language,
      round(round(c.course_price * 100) * (100 - c.discount) / 100) / 100 AS net,
      coalesce(s.rating_average, 0) AS rating, coalesce(s.rating_count, 0) AS ratings,
      coalesce(s.enrollment_count, 0) AS learners, coalesce(s.total_minutes, 0) AS minutes,`;
const FROM = `FROM courses c
    LEFT JOIN course_stats s ON s.course_id = c.id
    LEFT JOIN categories cat ON cat.id = c.category_id`;

/** Below this many exact matches, titles within a small typo of the text are found too. */
const FEW_MATCHES = 20;

/**
 * The published courses a search matches, with what filters and sorts read, one row each.
 * Matching, in tiers that rank in this order: the title contains the text (the spec's substring
 * search, on the trigram index); the weighted words match (title, tags, category, instructor,
 * description: the GIN index of search_document); and only while those find fewer than a page,
 * titles within a small typo of the text (pg_trgm word similarity, the trigram index again).
 * Each tier is its own indexed scan: one OR over all three would read every course.
 */
function matched(query: CatalogQuery, p: Params): string {
  if (!query.search) return `${BASE} 0 AS rank ${FROM} WHERE c.is_published`;
  const text = p.add(query.search);
  const pattern = p.add(likePattern(query.search));
  const words = `websearch_to_tsquery('english', ${text})`;
  const inTitle = (alias: string) =>
    `${alias}course_title_lower LIKE lower(${pattern}) ESCAPE '\\'`;
  const inWords = (alias: string) => `${alias}search_document @@ ${words}`;
  // UNION, not a GROUP BY over UNION ALL: the planner then expects as many rows as it will get
  // and joins by hash, where it would otherwise probe the courses one by one.
  return `${BASE}
      CASE WHEN ${inTitle('c.')} THEN 2 + ts_rank_cd(c.search_document, ${words})
        WHEN ${inWords('c.')} THEN 1 + ts_rank_cd(c.search_document, ${words})
        ELSE word_similarity(lower(${text}), c.course_title_lower) END AS rank
    ${FROM}
    WHERE c.is_published AND c.id IN (
      SELECT id FROM courses WHERE ${inTitle('')}
      UNION SELECT id FROM courses WHERE ${inWords('')}
      UNION SELECT id FROM courses WHERE course_title_lower %> lower(${text})
        AND (SELECT count(*) FROM (
              SELECT 1 FROM courses WHERE ${inTitle('')}
              UNION ALL SELECT 1 FROM courses WHERE ${inWords('')}
              LIMIT ${FEW_MATCHES}) AS exact) < ${FEW_MATCHES})`;
}

const durationRange = (bucket: DurationBucket, column: string) => {
  const { from, to } = DURATION_MINUTES[bucket];
  return `(${column} > ${from}${to === null ? '' : ` AND ${column} <= ${to}`})`;
};

/** One SQL condition per active filter, over the columns of `matched`, by dimension. */
function conditions(query: CatalogQuery, p: Params): Partial<Record<Dimension, string>> {
  const where: Partial<Record<Dimension, string>> = {};
  if (query.categories.length) {
    const slugs = p.add(query.categories);
    where.categories = `(b.category_id IN (SELECT id FROM categories WHERE slug = ANY(${slugs}))
      OR b.parent_category_id IN (SELECT id FROM categories WHERE slug = ANY(${slugs})))`;
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
  if (query.levels.length) where.levels = `b.level = ANY(${p.add(query.levels)})`;
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
      `WITH b AS (${base}), f AS MATERIALIZED (SELECT * FROM b WHERE true ${where})
       SELECT page.id, (SELECT count(*) FROM f)::int AS total
       FROM (SELECT 1) AS one
       LEFT JOIN (SELECT id, ${SORT_COLUMNS} FROM f ORDER BY ${ORDER[sort]}, id DESC
                  LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}) AS page ON true
       ORDER BY ${ORDER[sort].replace(/(\w+) (ASC|DESC)/g, 'page.$1 $2')}, page.id DESC`,
      p.values,
    );
    return {
      ids: rows.flatMap((r) => (r.id ? [r.id] : [])),
      total: rows[0]?.total ?? 0,
    };
  }

  /** For each filter, how many courses each of its options would show with every other filter on. */
  async facets(query: CatalogQuery): Promise<FacetRow[]> {
    const p = new Params();
    const base = matched(query, p);
    const where = conditions(query, p);
    const durationCases = Object.values(DurationBucket)
      .map((d) => `WHEN ${durationRange(d, 'b.minutes')} THEN '${d}'`)
      .join(' ');
    const ratingCounts = RATING_THRESHOLDS.map(
      (t, i) => `count(*) FILTER (WHERE b.rating >= ${t}) AS r${i}`,
    ).join(', ');
    const ratingRows = RATING_THRESHOLDS.map((t, i) => `('${t}', x.r${i})`).join(', ');
    const others = (dimension: Dimension) => allBut({ ...where, categories: undefined }, dimension);
    // Every facet but the categories' keeps the category filter: they count from `bc`, which has
    // it applied once, instead of testing it on every course of the catalog again and again.
    return this.db.query<FacetRow[]>(
      `WITH b AS MATERIALIZED (${base}),
       bc AS MATERIALIZED (SELECT * FROM b WHERE true ${where.categories ? `AND ${where.categories}` : ''})
       SELECT 'categories' AS dimension, cat.slug AS value, sum(n)::int AS count
         FROM (SELECT b.category_id AS id, count(*) AS n FROM b
                 WHERE true ${allBut(where, 'categories')} GROUP BY 1
               UNION ALL
               SELECT b.parent_category_id, count(*) FROM b
                 WHERE true ${allBut(where, 'categories')} GROUP BY 1) AS counted
         JOIN categories cat ON cat.id = counted.id
         GROUP BY cat.slug
       UNION ALL
       SELECT 'prices', CASE WHEN b.net = 0 THEN '${PriceFilter.FREE}' ELSE '${PriceFilter.PAID}' END, count(*)::int
         FROM bc AS b WHERE true ${others('prices')} GROUP BY 2
       UNION ALL
       SELECT 'ratings', r.threshold, r.n::int
         FROM (SELECT ${ratingCounts} FROM bc AS b WHERE true ${others('ratings')}) AS x
         CROSS JOIN LATERAL (VALUES ${ratingRows}) AS r(threshold, n)
       UNION ALL
       SELECT 'durations', CASE ${durationCases} END, count(*)::int
         FROM bc AS b WHERE true ${others('durations')} GROUP BY 2
       UNION ALL
       SELECT 'levels', b.level, count(*)::int FROM bc AS b WHERE true ${others('levels')} GROUP BY 2
       UNION ALL
       SELECT 'languages', b.language, count(*)::int FROM bc AS b WHERE true ${others('languages')} GROUP BY 2`,
      p.values,
    );
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
