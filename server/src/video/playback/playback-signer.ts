import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../common/ids';

/**
 * Who a signed playback URL was issued to: the user (empty for anyone, on a free preview) and what
 * they signed in with, re-checked at every key request (viewer-binding.ts):
 * `s.<session id>` a sign-in, `t.<token id>` an API token, `v.<token version>` a sign-in token from
 * before sessions, empty for anyone.
 */
export interface Viewer {
  userId: string;
  binding: string;
}

export const ANYONE: Viewer = { userId: '', binding: '' };

/** The query of a signed URL: its viewer, its expiry (Unix seconds) and the HMAC over both. */
export interface Signature extends Viewer {
  expires: number;
}

const BINDING = /^(?:[st]\.[0-9a-f-]{36}|v\.\d{1,10}|)$/i;

/**
 * HMAC-SHA256 over the video, the file's path under it, the viewer and the expiry, under a key
 * derived from the server's secret (a signed mail link cannot pass for a playback URL, nor the
 * reverse). A URL works only for the file it names, for its viewer, until it expires.
 */
export class PlaybackSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('hosted-video-playback').digest();
  }

  private mac(videoId: string, path: string, s: Signature): Buffer {
    return createHmac('sha256', this.key)
      .update(`${videoId}\n${path}\n${s.userId}\n${s.binding}\n${s.expires}`)
      .digest();
  }

  /** `path?u=…&b=…&e=…&sig=…`: the query to append to the file's URL. */
  query(videoId: string, path: string, s: Signature): string {
    const params = new URLSearchParams({
      u: s.userId,
      b: s.binding,
      e: String(s.expires),
      sig: this.mac(videoId, path, s).toString('base64url'),
    });
    return params.toString();
  }

  /**
   * The signature of a request's query when it is well-formed, matches (constant-time) and has not
   * expired; null otherwise, whichever the reason.
   */
  verify(videoId: string, path: string, query: Record<string, unknown>): Signature | null {
    const { u, b, e, sig } = query;
    if (typeof u !== 'string' || typeof b !== 'string' || typeof e !== 'string') return null;
    if (typeof sig !== 'string' || !/^\d{1,12}$/.test(e)) return null;
    if ((u !== '' && !isUuid(u)) || !BINDING.test(b) || (u === '') !== (b === '')) return null;
    const signature = { userId: u, binding: b, expires: Number(e) };
    const expected = this.mac(videoId, path, signature);
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return signature.expires * 1000 > Date.now() ? signature : null;
  }
}
