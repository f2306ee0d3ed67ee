import {
  activeFilterCount,
  courseFilter,
  courseListParams,
  EMPTY_COURSE_LIST_STATE,
  normalized,
  parseCourseListParams,
  toggled,
  withoutFilters,
} from './courseListState';
import { courseListVariables } from '../courses/courseListVariables';

const parse = (query: string) => parseCourseListParams(new URLSearchParams(query));

describe('course list state in the address', () => {
  it('reads every filter and the sort, repeated parameters as lists', () => {
    expect(
      parse(
        'category=seo&category=social-media&price=free&rating=4&duration=ONE_TO_3_HOURS&duration=UP_TO_1_HOUR&level=beginner&level=ALL_LEVELS&lang=English&lang=Hindi&sort=HIGHEST_RATED',
      ),
    ).toEqual({
      categories: ['seo', 'social-media'],
      price: 'FREE',
      minPrice: null,
      maxPrice: null,
      minRating: 4,
      durations: ['UP_TO_1_HOUR', 'ONE_TO_3_HOURS'],
      levels: ['BEGINNER', 'ALL_LEVELS'],
      languages: ['English', 'Hindi'],
      sort: 'HIGHEST_RATED',
    });
  });

  it('reads nothing from an empty address', () => {
    expect(parse('')).toEqual(EMPTY_COURSE_LIST_STATE);
  });

  it('takes enums in any case and leaves out unknown or malformed values', () => {
    expect(
      parse(
        'price=Paid&level=Advanced&level=expert&duration=forever&duration=over_17_hours&sort=price_low_to_high&rating=2&category=&lang=%20',
      ),
    ).toEqual({
      ...EMPTY_COURSE_LIST_STATE,
      price: 'PAID',
      levels: ['ADVANCED'],
      durations: ['OVER_17_HOURS'],
      sort: 'PRICE_LOW_TO_HIGH',
    });
    expect(parse('price=cheap&sort=random&rating=abc').price).toBeNull();
    expect(parse('sort=random').sort).toBeNull();
    expect(parse('rating=abc').minRating).toBeNull();
    expect(parse('rating=4.5').minRating).toBe(4.5);
    expect(parse('rating=3.5').minRating).toBe(3.5);
  });

  it('keeps each value once, lists in one order, and at most 20 values', () => {
    expect(parse('category=SEO&category=seo&category=analytics').categories).toEqual([
      'analytics',
      'seo',
    ]);
    expect(parse('level=advanced&level=beginner&level=advanced').levels).toEqual([
      'BEGINNER',
      'ADVANCED',
    ]);
    const many = Array.from({ length: 30 }, (_, i) => `category=c${String(i).padStart(2, '0')}`);
    expect(parse(many.join('&')).categories).toHaveLength(20);
    expect(parse(`lang=${'x'.repeat(41)}&lang=Tamil`).languages).toEqual(['Tamil']);
  });

  it('writes the state back in a fixed order without defaults, and reads it back the same', () => {
    const state = {
      categories: ['social-media', 'seo'],
      price: 'FREE' as const,
      minRating: 4.5,
      durations: ['ONE_TO_3_HOURS' as const],
      levels: ['BEGINNER' as const],
      languages: ['English'],
      minPrice: null,
      maxPrice: 2500,
      sort: 'HIGHEST_RATED' as const,
    };
    const query = courseListParams(state).toString();
    expect(query).toBe(
      'category=seo&category=social-media&price=free&maxPrice=2500&rating=4.5&duration=ONE_TO_3_HOURS&level=beginner&lang=English&sort=HIGHEST_RATED',
    );
    expect(parse(query)).toEqual(normalized(state));
    expect(courseListParams(EMPTY_COURSE_LIST_STATE).toString()).toBe('');
  });

  it('makes the filter argument, undefined without filters (the preload’s variables)', () => {
    expect(courseFilter(EMPTY_COURSE_LIST_STATE)).toBeUndefined();
    expect(courseFilter({ ...EMPTY_COURSE_LIST_STATE, sort: 'NEWEST' })).toBeUndefined();
    expect(courseListVariables('', courseFilter(EMPTY_COURSE_LIST_STATE), null)).toEqual({
      search: undefined,
      first: 12,
      withFacets: true,
    });
    const state = parseCourseListParams(
      new URLSearchParams('category=seo&price=paid&rating=3.5&level=beginner&sort=NEWEST'),
      'ads',
    );
    expect(courseFilter(state)).toEqual({
      categories: ['seo'],
      price: 'PAID',
      minRating: 3.5,
      levels: ['BEGINNER'],
    });
    expect(courseListVariables('ads', courseFilter(state), state.sort)).toEqual({
      search: 'ads',
      filter: { categories: ['seo'], price: 'PAID', minRating: 3.5, levels: ['BEGINNER'] },
      sort: 'NEWEST',
      first: 12,
      withFacets: true,
    });
  });

  it('puts the category page’s own category in place of any chosen', () => {
    expect(courseFilter(EMPTY_COURSE_LIST_STATE, 'local-seo')).toEqual({
      categories: ['local-seo'],
    });
    expect(courseFilter(parse('category=seo&price=free'), 'local-seo')).toEqual({
      categories: ['local-seo'],
      price: 'FREE',
    });
  });

  it('counts the chosen filter values, not the sort, and clears them keeping the sort', () => {
    const state = parse(
      'category=seo&category=analytics&price=free&minPrice=10&rating=4&level=beginner&sort=MOST_POPULAR',
    );
    expect(activeFilterCount(state)).toBe(6);
    expect(activeFilterCount(parse('sort=MOST_POPULAR'))).toBe(0);
    expect(withoutFilters(state)).toEqual({ ...EMPTY_COURSE_LIST_STATE, sort: 'MOST_POPULAR' });
  });

  it('toggles a value of a list', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('drops a sort that is the default for the search, and relevance without a search', () => {
    const sortOf = (query: string, search = '') =>
      parseCourseListParams(new URLSearchParams(query), search).sort;
    expect(sortOf('sort=RELEVANCE')).toBeNull();
    expect(sortOf('sort=NEWEST')).toBeNull();
    expect(sortOf('sort=relevance', 'seo')).toBeNull();
    expect(sortOf('sort=NEWEST', 'seo')).toBe('NEWEST');
    expect(sortOf('sort=MOST_POPULAR')).toBe('MOST_POPULAR');
  });

  it('reads a price range of numbers from 0 up, the right way round', () => {
    const range = (query: string) => {
      const { minPrice, maxPrice } = parse(query);
      return [minPrice, maxPrice];
    };
    expect(range('minPrice=500&maxPrice=2000.5')).toEqual([500, 2000.5]);
    expect(range('minPrice=2000&maxPrice=500')).toEqual([500, 2000]);
    expect(range('minPrice=-1&maxPrice=abc')).toEqual([null, null]);
    expect(range('minPrice=&maxPrice=1e9')).toEqual([null, null]);
    expect(range('minPrice=0')).toEqual([0, null]);
    expect(courseFilter(parse('minPrice=0&maxPrice=10'))).toEqual({ minPrice: 0, maxPrice: 10 });
  });
});
