/**
 * Where a visit came from, by one rule on both sides: the client keeps only what this accepts, and
 * the server refuses anything else as a field error.
 */
export const SOURCE_MAX_LENGTH = 100;
export const REFERRER_HOST_MAX_LENGTH = 255;

/** Campaign names as people type them (`newsletter`, `Spring Sale`, `facebook.com`), one line. */
const SOURCE = /^[\p{L}\p{N} ._~+-]+$/u;
const HOST = /^(?=.{1,255}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** `?ref=` or `utm_source`, lower-cased; null when blank; undefined when not acceptable. */
export function attributionSource(raw: string | null | undefined): string | null | undefined {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return null;
  return text.length <= SOURCE_MAX_LENGTH && SOURCE.test(text) ? text : undefined;
}

/**
 * The host of a referrer given as a URL (`document.referrer`) or a bare host; null when blank;
 * undefined when it is neither.
 */
export function referrerHost(raw: string | null | undefined): string | null | undefined {
  const text = (raw ?? '').trim();
  if (!text) return null;
  let host = text.toLowerCase();
  if (text.includes('/')) {
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      host = url.hostname;
    } catch {
      return undefined;
    }
  }
  host = host.replace(/^www\./, '');
  return HOST.test(host) ? host : undefined;
}

/** The query parameter of an educator's own link: `/course/{id}?ref=<code>`. */
export const REFERRAL_PARAM = 'ref';
