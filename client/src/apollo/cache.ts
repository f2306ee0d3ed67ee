import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

interface CourseConnectionPage {
  __typename?: string;
  totalCount: number;
  pageInfo: { __typename?: string; hasNextPage: boolean; endCursor: string | null };
  nodes: Reference[];
}

/**
 * `courses` pages: one cache entry per search text and page size; a page fetched with `after`
 * is appended to the entry, a page without `after` starts it again.
 */
export const coursesPagination: FieldPolicy<CourseConnectionPage> = {
  keyArgs: ['search', 'first'],
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after) return incoming;
    const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
    const added = incoming.nodes.filter((node) => !seen.has(readField<string>('id', node)));
    return { ...incoming, nodes: [...existing.nodes, ...added] };
  },
};

/**
 * The Apollo cache and its type policies. A course's progress is one object wherever it is read
 * (the player, My Enrollments), so a saved resume point shows in both.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { courses: coursesPagination } },
      CourseProgress: { keyFields: ['courseId'] },
    },
  });
}
