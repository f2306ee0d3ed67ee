import { createHash } from 'node:crypto';

/**
 * A short, collision-resistant key for text a client chose (a request body, a query): maps keyed
 * by it hold 43 bytes per entry whatever the client sent. Each part is hashed after its byte
 * length, so no two lists of parts run together alike.
 */
export function digestOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  // Text parts go in as one string: each update is a call into C++, which cost more than hashing
  // the few hundred bytes of a cache key.
  let text = '';
  for (const part of parts) {
    text += `${Buffer.byteLength(part)}:`;
    if (typeof part === 'string') text += part;
    else {
      hash.update(text).update(part);
      text = '';
    }
  }
  return hash.update(text).digest('base64url');
}
