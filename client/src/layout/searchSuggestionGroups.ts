import type { SearchSuggestionsQuery } from './searchSuggestions.generated';
import { t } from './i18n';

export interface Option {
  path: string;
  label: string;
  image?: string;
}

export interface Group {
  /** Stable, for element ids. */
  id: string;
  label: string;
  round: boolean;
  options: Option[];
}

/** `{n} suggestions`, said once per new result. */
export function countText(count: number) {
  return count === 0 ? t('layout.noSuggestions') : t('layout.suggestionCount', { count });
}

/** The answer as the popup lists it: courses, categories, instructors; empty groups left out. */
export function suggestionGroups(
  result: SearchSuggestionsQuery['searchSuggestions'] | undefined,
): Group[] {
  return result
    ? [
        {
          id: 'courses',
          label: t('layout.groupCourses'),
          round: false,
          options: result.courses.map((c) => ({
            path: `/course/${encodeURIComponent(c.id)}`,
            label: c.courseTitle,
            image: c.courseThumbnail,
          })),
        },
        {
          id: 'categories',
          label: t('layout.groupCategories'),
          round: false,
          options: result.categories.map((c) => ({
            path: `/category/${encodeURIComponent(c.slug)}`,
            label: c.name,
          })),
        },
        {
          id: 'instructors',
          label: t('layout.groupInstructors'),
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
