import { Checker } from '../common/validation';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** The 1-based `page` argument, checked (a bad one is a field error); rows to skip. */
export function adminPage(page: unknown): { page: number; offset: number; limit: number } {
  const check = new Checker();
  const n = check.wholeNumber(
    'page',
    'Page must be a whole number from 1 to 10000',
    page ?? 1,
    1,
    10_000,
  );
  check.done();
  return { page: n, offset: (n - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
}

/** A search box's text: trimmed, at most 100 characters, one line; empty means everything. */
export function searchText(value: unknown): string {
  const check = new Checker();
  const text = check.optionalText('search', 'Search', value ?? null, 100);
  check.done();
  return text ?? '';
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
