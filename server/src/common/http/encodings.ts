import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/** Content codings this server sends, best first: q-values decide, this order breaks ties. */
export const ENCODING_PREFERENCE = ['br', 'gzip', 'identity'] as const;
export type ContentCoding = (typeof ENCODING_PREFERENCE)[number];

/** The coding to answer `req` with among `available` (identity is always acceptable unless refused). */
export function preferredEncoding(
  req: IncomingMessage,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  return new Negotiator(req).encoding(available, { preferred: ENCODING_PREFERENCE }) as
    ContentCoding | undefined;
}

/** The media types Apollo Server answers a single GraphQL result with, in its order of preference. */
const GRAPHQL_MEDIA_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/**
 * The media type Apollo will choose for `req`'s GraphQL answer (as its
 * chooseContentTypeForSingleResultResponse does), so answers cached for one Accept header are
 * never served to a caller asking for another. Undefined: Apollo answers 406.
 */
export function graphqlMediaType(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  if (!req.headers.accept) return GRAPHQL_MEDIA_TYPES[0];
  return new Negotiator(req).mediaType(GRAPHQL_MEDIA_TYPES);
}
