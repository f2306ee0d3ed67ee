import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { linkOrigin } from './public-url';

/**
 * Links in mail that act without a sign-in (confirm a subscription, unsubscribe): each carries a
 * subject id and an HMAC of the path and id under the server's secret. Nothing is stored, nothing
 * can be guessed, and every mail can carry a working link.
 */
@Injectable()
export class SignedLinks {
  private readonly secret: string;
  private readonly origin: string;

  constructor(@Inject(RUNTIME_CONFIG) config: RuntimeConfig) {
    this.secret = config.jwtSecret;
    this.origin = linkOrigin(config);
  }

  private sign(path: string, id: string) {
    return createHmac('sha256', this.secret).update(`link:${path}:${id}`).digest('base64url');
  }

  /** The link on this server's own pages (a form's action). */
  local(path: string, id: string) {
    return `${path}?id=${id}&token=${this.sign(path, id)}`;
  }

  /** The link as mailed, on PUBLIC_URL. */
  url(path: string, id: string) {
    return `${this.origin}${this.local(path, id)}`;
  }

  valid(path: string, id: unknown, token: unknown): id is string {
    if (typeof id !== 'string' || typeof token !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      return false;
    const expected = Buffer.from(this.sign(path, id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that POSTs the link. */
  unsubscribeHeaders(path: string, id: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url(path, id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}
