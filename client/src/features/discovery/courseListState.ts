import type {
  CourseFilter,
  CourseLevel,
  CourseSort,
  DurationBucket,
  PriceFilter,
} from '../../generated/types';
import { COURSE_LEVELS } from '../courses/courseLevels';

/**
 * The course list's filters and sort as they live in the address, so a list can be shared and
 * Back and Forward bring it back: `?category=seo&price=free&rating=4&duration=ONE_TO_3_HOURS
 * &level=beginner&lang=English&minPrice=500&maxPrice=2000&sort=HIGHEST_RATED`, a repeated parameter
 * for each value of a list.
 * The search text stays in the path (`/course-list/{text}`, SPEC section 2).
 */
export interface CourseListState {
  /** Category slugs; a top-level one includes its subcategories. */
  categories: string[];
  price: PriceFilter | null;
  /** The lowest and highest price paid (netPrice), inclusive; at least 0, min not above max. */
  minPrice: number | null;
  maxPrice: number | null;
  /** One of RATING_OPTIONS. */
  minRating: number | null;
  durations: DurationBucket[];
  levels: CourseLevel[];
  languages: string[];
  /** Null: the server's default (defaultSort: relevance with a search, newest without). */
  sort: CourseSort | null;
}

export const EMPTY_COURSE_LIST_STATE: CourseListState = {
  categories: [],
  price: null,
  minPrice: null,
  maxPrice: null,
  minRating: null,
  durations: [],
  levels: [],
  languages: [],
  sort: null,
};

export const PRICE_OPTIONS: PriceFilter[] = ['FREE', 'PAID'];
/** The minimum ratings offered, highest first. */
export const RATING_OPTIONS = [4.5, 4, 3.5];
export const DURATION_OPTIONS: DurationBucket[] = [
  'UP_TO_1_HOUR',
  'ONE_TO_3_HOURS',
  'THREE_TO_6_HOURS',
  'SIX_TO_17_HOURS',
  'OVER_17_HOURS',
];
export const SORT_OPTIONS: CourseSort[] = [
  'RELEVANCE',
  'MOST_POPULAR',
  'HIGHEST_RATED',
  'NEWEST',
  'PRICE_LOW_TO_HIGH',
  'PRICE_HIGH_TO_LOW',
];

/** The server's order when none is asked for: relevance with a search, newest without. */
export const defaultSort = (search: string): CourseSort => (search ? 'RELEVANCE' : 'NEWEST');

/** The names of the address's parameters. */
export const PARAM = {
  categories: 'category',
  price: 'price',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  minRating: 'rating',
  durations: 'duration',
  levels: 'level',
  languages: 'lang',
  sort: 'sort',
} as const;

/** The server takes at most 20 values per list, categories of up to 80 and languages of up to 40 characters. */
const MAX_VALUES = 20;
const MAX_SLUG = 80;
const MAX_LANGUAGE = 40;
/** The highest price the server takes in a filter (server/src/courses/pricing.ts). */
export const MAX_PRICE = 10_000_000;

/** The value of `allowed` that `raw` names in any case, or undefined. */
function pick<T extends string>(allowed: readonly T[], raw: string | null): T | undefined {
  if (!raw) return undefined;
  const upper = raw.trim().toUpperCase();
  return allowed.find((value) => value === upper);
}

/** Each known value once, in the order `allowed` lists them. */
function pickAll<T extends string>(allowed: readonly T[], raws: string[]): T[] {
  const chosen = new Set(raws.map((raw) => pick(allowed, raw)));
  return allowed.filter((value) => chosen.has(value));
}

/** Each non-empty text once, sorted, so one selection has one address (and one cache entry). */
function texts(raws: string[], max: number): string[] {
  const kept = raws.map((raw) => raw.trim()).filter((raw) => raw && raw.length <= max);
  return [...new Set(kept)].sort((a, b) => a.localeCompare(b)).slice(0, MAX_VALUES);
}

/** A price as typed or in the address: a number from 0 to MAX_PRICE (cents kept), else null. */
export function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) return null;
  return Math.round(value * 100) / 100;
}

/** Lowest and highest price, swapped when given the wrong way round. */
function priceRange(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/**
 * The state an address asks for under the search text `search`; unknown or malformed values are
 * left out, and so is a sort that is the default for the search (or relevance without one), so
 * one list has one state.
 */
export function parseCourseListParams(params: URLSearchParams, search = ''): CourseListState {
  const rating = Number(params.get(PARAM.minRating));
  const sort = pick(SORT_OPTIONS, params.get(PARAM.sort));
  const [minPrice, maxPrice] = priceRange(
    parsePrice(params.get(PARAM.minPrice)),
    parsePrice(params.get(PARAM.maxPrice)),
  );
  return {
    categories: texts(
      params.getAll(PARAM.categories).map((slug) => slug.toLowerCase()),
      MAX_SLUG,
    ),
    price: pick(PRICE_OPTIONS, params.get(PARAM.price)) ?? null,
    minPrice,
    maxPrice,
    minRating: RATING_OPTIONS.includes(rating) ? rating : null,
    durations: pickAll(DURATION_OPTIONS, params.getAll(PARAM.durations)),
    levels: pickAll(COURSE_LEVELS, params.getAll(PARAM.levels)),
    languages: texts(params.getAll(PARAM.languages), MAX_LANGUAGE),
    sort: !sort || sort === defaultSort(search) || (!search && sort === 'RELEVANCE') ? null : sort,
  };
}

/** The address's query parameters for `state`, in a fixed order; defaults are left out. */
export function courseListParams(state: CourseListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const slug of texts(state.categories, MAX_SLUG)) params.append(PARAM.categories, slug);
  if (state.price) params.set(PARAM.price, state.price.toLowerCase());
  if (state.minPrice !== null) params.set(PARAM.minPrice, String(state.minPrice));
  if (state.maxPrice !== null) params.set(PARAM.maxPrice, String(state.maxPrice));
  if (state.minRating !== null) params.set(PARAM.minRating, String(state.minRating));
  for (const bucket of pickAll(DURATION_OPTIONS, state.durations))
    params.append(PARAM.durations, bucket);
  for (const level of pickAll(COURSE_LEVELS, state.levels))
    params.append(PARAM.levels, level.toLowerCase());
  for (const language of texts(state.languages, MAX_LANGUAGE))
    params.append(PARAM.languages, language);
  if (state.sort) params.set(PARAM.sort, state.sort);
  return params;
}

/**
 * The `filter` argument for `state`, undefined when nothing narrows the list (so the first page
 * of an unfiltered list is asked with the same variables as the route preload). `fixedCategory`
 * is the category page's own, which replaces any chosen in the address.
 */
export function courseFilter(
  state: CourseListState,
  fixedCategory?: string,
): CourseFilter | undefined {
  const filter: CourseFilter = {};
  const categories = fixedCategory ? [fixedCategory] : state.categories;
  if (categories.length) filter.categories = categories;
  if (state.price) filter.price = state.price;
  if (state.minPrice !== null) filter.minPrice = state.minPrice;
  if (state.maxPrice !== null) filter.maxPrice = state.maxPrice;
  if (state.minRating !== null) filter.minRating = state.minRating;
  if (state.durations.length) filter.durations = state.durations;
  if (state.levels.length) filter.levels = state.levels;
  if (state.languages.length) filter.languages = state.languages;
  return Object.keys(filter).length ? filter : undefined;
}

/** How many filter values are chosen (the sort is not a filter). */
export function activeFilterCount(state: CourseListState): number {
  return (
    state.categories.length +
    (state.price ? 1 : 0) +
    (state.minPrice !== null ? 1 : 0) +
    (state.maxPrice !== null ? 1 : 0) +
    (state.minRating !== null ? 1 : 0) +
    state.durations.length +
    state.levels.length +
    state.languages.length
  );
}

/** `state` without its filters; the sort is kept. */
export function withoutFilters(state: CourseListState): CourseListState {
  return { ...EMPTY_COURSE_LIST_STATE, sort: state.sort };
}

/** `state` in the one form its address gives under `search` (lists in a fixed order, each value once). */
export function normalized(state: CourseListState, search = ''): CourseListState {
  return parseCourseListParams(courseListParams(state), search);
}

/** `list` with `value` added, or taken out when it is there. */
export function toggled<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
