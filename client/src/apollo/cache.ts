import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

interface ConnectionPage {
  __typename?: string;
  totalCount: number;
  pageInfo: { __typename?: string; hasNextPage: boolean; endCursor: string | null };
  nodes: Reference[];
}

/**
 * Cursor pages: one cache entry per `keyArgs`; a page fetched with `after` is appended to the
 * entry (keeping what only the first page asked for, such as the course list's facets), a page
 * without `after` starts it again.
 */
const appendedPages = (keyArgs: string[]): FieldPolicy<ConnectionPage> => ({
  keyArgs,
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after) return incoming;
    const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
    const added = incoming.nodes.filter((node) => !seen.has(readField<string>('id', node)));
    return { ...existing, ...incoming, nodes: [...existing.nodes, ...added] };
  },
});

/** `courses` pages: one entry per search text, filter, sort and page size. */
export const coursesPagination = appendedPages(['search', 'filter', 'sort', 'first']);
/** A course's reviews and the educator's reviews: one entry per page size. */
export const reviewsPagination = appendedPages(['first']);

/**
 * The Apollo cache and its type policies. A course's progress is one object wherever it is read
 * (the player, My Enrollments), so a saved resume point shows in both.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          courses: coursesPagination,
          educatorReviews: reviewsPagination,
          // A video already read on its lecture answers `hostedVideo(id)` from the cache.
          hostedVideo: (existing: Reference | undefined, { args, toReference }) =>
            existing ?? toReference({ __typename: 'HostedVideo', id: args?.id as string }),
        },
      },
      Course: { fields: { reviews: reviewsPagination } },
      CourseProgress: { keyFields: ['courseId'] },
      // One account's choices, asked for in parts (mail, push): merged, never replaced.
      NotificationPreferences: { merge: true },
    },
  });
}
