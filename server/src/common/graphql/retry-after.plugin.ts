import type { ApolloServerPlugin } from '@apollo/server';

/**
 * GraphQL answers keep HTTP 200 (so every GraphQL client reads `errors`), but a rate-limited or
 * unavailable answer still carries the `Retry-After` header the REST API sends, taken from the
 * largest `extensions.retryAfter` among its errors.
 */
export function retryAfterHeader(): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          if (response.body.kind !== 'single') return Promise.resolve();
          const seconds = (response.body.singleResult.errors ?? [])
            .map((e) => e.extensions?.retryAfter)
            .filter((s): s is number => typeof s === 'number');
          if (seconds.length)
            response.http.headers.set('retry-after', String(Math.max(...seconds)));
          return Promise.resolve();
        },
      });
    },
  };
}
