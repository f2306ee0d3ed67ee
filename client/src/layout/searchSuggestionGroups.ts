import type { SearchSuggestionsQuery } from './searchSuggestions.generated';

export interface Option {
  path: string;
  label: string;
  image?: string;
}

export interface Group {
  label: string;
  round: boolean;
  options: Option[];
}

/** `{n} suggestions`, said once per new result. */
export function countText(count: number) {
  if (count === 0) return 'No suggestions';
  return `${count} suggestion${count === 1 ? '' : 's'}`;
}

/** The answer as the popup lists it: courses, categories, instructors; empty groups left out. */
export function suggestionGroups(
  result: SearchSuggestionsQuery['searchSuggestions'] | undefined,
): Group[] {
  return result
    ? [
        {
          label: 'Courses',
          round: false,
          options: result.courses.map((c) => ({
            path: `/course/${encodeURIComponent(c.id)}`,
            label: c.courseTitle,
            image: c.courseThumbnail,
          })),
        },
        {
          label: 'Categories',
          round: false,
          options: result.categories.map((c) => ({
            path: `/category/${encodeURIComponent(c.slug)}`,
            label: c.name,
          })),
        },
        {
          label: 'Instructors',
          round: true,
          options: result.instructors.map((i) => ({
            path: `/instructor/${encodeURIComponent(i.id)}`,
            label: i.name,
            image: i.imageUrl,
          })),
        },
      ].filter((group) => group.options.length > 0)
    : [];
}
