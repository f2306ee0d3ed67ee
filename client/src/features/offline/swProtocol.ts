/** What the page and the service worker (src/sw.ts) tell each other. */

/** The cache of GraphQL reads, one entry per URL, account and language; cleared on sign-out. */
export const GRAPHQL_CACHE = 'graphql';

/** Page → waiting worker: the learner agreed to the new version. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Worker → page: whether a GraphQL read was answered from the cache (offline) or the network. */
export const SOURCE_MESSAGE = 'GRAPHQL_SOURCE';
export interface SourceMessage {
  type: typeof SOURCE_MESSAGE;
  offlineCopy: boolean;
}
