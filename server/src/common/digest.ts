import { createHash } from 'node:crypto';

/**
 * A short, collision-resistant key for text a client chose (a request body, a query): maps keyed
 * by it hold 43 bytes per entry whatever the client sent.
 */
export function digestOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts)
    hash
      .update(String(Buffer.byteLength(part)))
      .update(':')
      .update(part);
  return hash.digest('base64url');
}
