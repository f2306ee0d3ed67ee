import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Confirm and unsubscribe links carry the subscription id and an HMAC of it under the server's
 * secret: nothing to store, nothing to guess, and every mail can carry a working link.
 */
export class NewsletterLinks {
  constructor(
    private readonly secret: string,
    private readonly origin: string,
  ) {}

  private sign(action: 'confirm' | 'unsubscribe', id: string) {
    return createHmac('sha256', this.secret)
      .update(`newsletter:${action}:${id}`)
      .digest('base64url');
  }

  url(action: 'confirm' | 'unsubscribe', id: string) {
    return `${this.origin}/newsletter/${action}?id=${id}&token=${this.sign(action, id)}`;
  }

  valid(action: 'confirm' | 'unsubscribe', id: unknown, token: unknown): id is string {
    if (typeof id !== 'string' || typeof token !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      return false;
    const expected = Buffer.from(this.sign(action, id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs the link. */
  headers(id: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url('unsubscribe', id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}
