import { randomUUID } from 'node:crypto';

/** What an incoming X-Request-Id may be to be kept: short, and nothing a header or log line could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when it is a sane token (a proxy's or a client's), else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}
