import { Inject, Injectable } from '@nestjs/common';
import {
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  MAX_PAGE_SIZE,
  pageSize,
} from '../common/pagination';
import { Checker, type RawInput } from '../common/validation';
import { CategoriesService } from './categories.service';
import { CourseCatalogQueries } from './course-catalog.queries';
import { CourseLevel } from './course.entity';
import type { SearchSuggestions } from './dto/discovery.types';
import { CourseSearchQueries, type CatalogQuery, type FacetRow } from './course-search.queries';
import type { CourseConnection } from './dto/course-connection';
import {
  CourseSort,
  DurationBucket,
  PriceFilter,
  RATING_THRESHOLDS,
  type CourseFacets,
  type CourseFilter,
  type FacetCount,
} from './dto/course-filter';
import type { CoursesArgs } from './dto/courses.args';
import { MAX_PRICE } from './pricing';

const CURSOR_KIND = 'courses';
const MAX_SEARCH = 200;
const MAX_LIST = 20;
const SUGGESTED_COURSES = 5;
const SUGGESTED_OTHERS = 3;
/** Shorter searches are not put right: too many words are a typo away. */
const MIN_CORRECTED = 3;
/** Far past any real catalog: a cursor beyond it is not one we made. */
const MAX_OFFSET = 1_000_000;

export const LEVEL_LABELS: Record<CourseLevel, string> = {
  [CourseLevel.BEGINNER]: 'Beginner',
  [CourseLevel.INTERMEDIATE]: 'Intermediate',
  [CourseLevel.ADVANCED]: 'Advanced',
  [CourseLevel.ALL_LEVELS]: 'All levels',
};

const DURATION_LABELS: Record<DurationBucket, string> = {
  [DurationBucket.UP_TO_1_HOUR]: '0-1 hour',
  [DurationBucket.ONE_TO_3_HOURS]: '1-3 hours',
  [DurationBucket.THREE_TO_6_HOURS]: '3-6 hours',
  [DurationBucket.SIX_TO_17_HOURS]: '6-17 hours',
  [DurationBucket.OVER_17_HOURS]: '17+ hours',
};

/** The catalog as a learner browses it: words, filters, sort, facet counts. */
@Injectable()
export class CourseSearch {
  constructor(
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
    @Inject(CourseSearchQueries) private readonly queries: CourseSearchQueries,
    @Inject(CategoriesService) private readonly categories: CategoriesService,
  ) {}

  /**
   * One page of published courses; the connection keeps its query for `facets`, and with
   * `withFacets` (the answer asks for them) their counts too, from the same statement.
   */
  async list(args: RawInput<CoursesArgs>, withFacets = false): Promise<CourseConnection> {
    const check = new Checker();
    const query = await this.catalogQuery(check, args.search, args.filter);
    const first = pageSize(check, args.first, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    const sort = sortOf(check, args.sort, query.search);
    check.done();
    const offset =
      typeof args.after === 'string' && args.after
        ? Number(decodeCursor(CURSOR_KIND, args.after, isOffset))
        : 0;
    const { ids, total, facets } = withFacets
      ? await this.queries.pageWithFacets(query, sort, offset, first + 1)
      : { ...(await this.queries.page(query, sort, offset, first + 1)), facets: undefined };
    const pageIds = ids.slice(0, first);
    const nodes = await this.catalog.inOrder(pageIds);
    return {
      nodes,
      totalCount: total,
      query,
      facetRows: facets,
      pageInfo: {
        hasNextPage: ids.length > first,
        endCursor: nodes.length ? encodeCursor(CURSOR_KIND, String(offset + pageIds.length)) : null,
      },
    };
  }

  /** The lecture whose captions matched, for each course of a page found with `search`. */
  captionMatches(search: string, courseIds: string[]) {
    return this.queries.captionMatches(search, courseIds);
  }

  /** Counts per option of each filter, labelled; fixed options are listed even at 0. */
  async facets(query: CatalogQuery, counts?: FacetRow[]): Promise<CourseFacets> {
    const [rows, tree] = await Promise.all([
      counts ?? this.queries.facets(query),
      this.categories.tree(),
    ]);
    const counted = (dimension: FacetRow['dimension']) =>
      new Map(rows.filter((r) => r.dimension === dimension).map((r) => [r.value, r.count]));
    /** `options`: the value counted in SQL, the value a client passes back, the label. */
    const fixed = (
      dimension: FacetRow['dimension'],
      options: [string, string, string][],
    ): FacetCount[] => {
      const counts = counted(dimension);
      return options.map(([counted, value, label]) => ({
        value,
        label,
        count: counts.get(counted) ?? 0,
        parent: null,
      }));
    };
    const same = (labels: [string, string][]) =>
      labels.map(([value, label]): [string, string, string] => [value, value, label]);
    const categoryCounts = counted('categories');
    const categories: FacetCount[] = [];
    for (const top of tree)
      for (const node of [top, ...top.children])
        if (categoryCounts.has(node.slug) || query.categories.includes(node.slug))
          categories.push({
            value: node.slug,
            label: node.name,
            count: categoryCounts.get(node.slug) ?? 0,
            parent: node.parentSlug,
          });
    const languages = [...counted('languages')]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([value, count]) => ({ value, label: value, count, parent: null }));
    return {
      categories,
      prices: fixed(
        'prices',
        same([
          [PriceFilter.FREE, 'Free'],
          [PriceFilter.PAID, 'Paid'],
        ]),
      ),
      ratings: fixed('ratings', same(RATING_THRESHOLDS.map((t) => [String(t), `${t} & up`]))),
      durations: fixed('durations', same(Object.entries(DURATION_LABELS))),
      // Stored lower-case, passed back as the GraphQL enum's name.
      levels: fixed(
        'levels',
        Object.entries(CourseLevel).map(([name, stored]) => [stored, name, LEVEL_LABELS[stored]]),
      ),
      languages,
    };
  }

  /** The search text and filters, checked: every problem is a field error under `filter.*`. */
  private async catalogQuery(
    check: Checker,
    rawSearch: unknown,
    rawFilter: unknown,
  ): Promise<CatalogQuery> {
    const search = check.optionalText('search', 'Search', rawSearch, MAX_SEARCH) ?? '';
    const filter = (rawFilter ?? {}) as RawInput<CourseFilter>;
    const query: CatalogQuery = {
      search,
      categories: texts(check, 'filter.categories', 'Category', filter.categories, 80),
      durations: enums(check, 'filter.durations', filter.durations, DurationBucket),
      levels: enums(check, 'filter.levels', filter.levels, CourseLevel),
      languages: texts(check, 'filter.languages', 'Language', filter.languages, 40),
    };
    if (filter.price !== undefined && filter.price !== null) {
      if (!Object.values(PriceFilter).includes(filter.price as PriceFilter))
        check.fail('filter.price', 'Price must be FREE or PAID');
      else query.price = filter.price as PriceFilter;
    }
    query.minPrice = price(check, 'filter.minPrice', 'Lowest price', filter.minPrice);
    query.maxPrice = price(check, 'filter.maxPrice', 'Highest price', filter.maxPrice);
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    )
      check.fail('filter.maxPrice', 'Highest price must not be below the lowest price');
    if (filter.minRating !== undefined && filter.minRating !== null) {
      const rating = filter.minRating;
      if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0 || rating > 5)
        check.fail('filter.minRating', 'Rating must be a number from 0 to 5');
      else query.minRating = rating;
    }
    const known = query.categories.length ? await this.categories.bySlug() : undefined;
    const unknown = query.categories.filter((slug) => !known?.has(slug));
    if (unknown.length)
      check.fail('filter.categories', `Unknown category: ${unknown.join(', ')}`, 'NOT_FOUND');
    return query;
  }

  /**
   * "Did you mean …": the search with each word put right by the titles a typo of it finds (the
   * typo tier of the search itself), when its words find nothing as typed. Null otherwise.
   */
  didYouMean(search: string): Promise<string | null> {
    return search.length < MIN_CORRECTED ? Promise.resolve(null) : this.queries.correction(search);
  }

  /**
   * What to offer under a search box: the best courses by the search's own matching and ranking,
   * categories and instructors by name. `raw` is 2 to 200 characters, else a field error.
   */
  async suggestions(raw: unknown): Promise<SearchSuggestions> {
    const check = new Checker();
    const text = check.requiredText('text', 'Search', raw, MAX_SEARCH);
    if (text && text.length < 2) check.fail('text', 'Type at least 2 characters', 'TOO_SHORT');
    check.done();
    const needle = text.toLowerCase();
    const [ids, categories, instructors] = await Promise.all([
      this.queries.bestMatches(text, SUGGESTED_COURSES),
      this.categories.bySlug(),
      this.queries.instructorsNamed(text, SUGGESTED_OTHERS),
    ]);
    return {
      courses: await this.catalog.inOrder(ids),
      categories: [...categories.values()]
        .filter((c) => c.courseCount > 0 && c.name.toLowerCase().includes(needle))
        .slice(0, SUGGESTED_OTHERS),
      instructors,
    };
  }
}

function sortOf(check: Checker, raw: unknown, search: string): CourseSort {
  if (raw === undefined || raw === null) return search ? CourseSort.RELEVANCE : CourseSort.NEWEST;
  if (!Object.values(CourseSort).includes(raw as CourseSort)) {
    check.fail('sort', 'Unknown sort');
    return CourseSort.NEWEST;
  }
  // Without words to rank by, relevance is the catalog's own order.
  return raw === CourseSort.RELEVANCE && !search ? CourseSort.NEWEST : (raw as CourseSort);
}

const isOffset = (position: string) => /^\d{1,7}$/.test(position) && Number(position) <= MAX_OFFSET;

function list(check: Checker, field: string, raw: unknown): unknown[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    check.fail(field, 'Must be a list');
    return [];
  }
  if (raw.length > MAX_LIST) check.fail(field, `At most ${MAX_LIST} values`, 'TOO_LONG');
  return raw.slice(0, MAX_LIST);
}

function texts(check: Checker, field: string, label: string, raw: unknown, max: number): string[] {
  return list(check, field, raw).flatMap((value) => {
    const text = check.optionalText(field, label, value, max);
    return text ? [text] : [];
  });
}

function enums<E extends string>(
  check: Checker,
  field: string,
  raw: unknown,
  values: Record<string, E>,
): E[] {
  const allowed = Object.values(values);
  return list(check, field, raw).filter((value): value is E => {
    const ok = allowed.includes(value as E);
    if (!ok) check.fail(field, `Unknown value: ${String(value)}`);
    return ok;
  });
}

function price(check: Checker, field: string, label: string, raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0 || raw > MAX_PRICE) {
    check.fail(field, `${label} must be a number from 0 to ${MAX_PRICE}`);
    return undefined;
  }
  return raw;
}
