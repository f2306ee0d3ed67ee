/**
 * The course list's and category pages' addresses, and the search text as the API takes it: every
 * search box, tag link and the route preload go through these, so any typed or pasted text is a
 * valid question and one search has one address.
 */

/** The longest search text the API takes. */
export const MAX_SEARCH_CHARS = 200;

/**
 * What is searched for: control characters and runs of spaces become one space, trimmed, at most
 * MAX_SEARCH_CHARS (never ending in half of a surrogate pair).
 */
export function searchTerm(text: string): string {
  return text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, MAX_SEARCH_CHARS)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

/** The course list for a search text: `/course-list/{term}`, or `/course-list` when it is empty. */
export function courseListPath(text: string): string {
  const term = searchTerm(text);
  return term ? `/course-list/${encodeURIComponent(term)}` : '/course-list';
}

/** A category's page: `/category/{slug}`. */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
