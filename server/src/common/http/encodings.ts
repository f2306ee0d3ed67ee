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
