import { print, type DocumentNode } from 'graphql';
import { config } from '../config';
import { getToken } from './tokenStorage';

/**
 * Sends an operation with `fetch(..., { keepalive: true })`, which the browser completes after the
 * page has gone (it cancels Apollo's requests then): for a last write as a tab closes or reloads.
 * Same endpoint and Bearer token as the Apollo client; the answer is not read.
 */
export function sendWithKeepalive(document: DocumentNode, variables: Record<string, unknown>) {
  const token = getToken();
  fetch(config.graphqlUri, {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query: print(document), variables }),
  }).catch(() => undefined);
}
