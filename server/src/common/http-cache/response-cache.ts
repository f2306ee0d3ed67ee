import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import { ENCODING_PREFERENCE, preferredEncoding, type ContentCoding } from '../http/encodings';
import { ChangeFeed, touchesEverything } from './change-feed';

/** A serialized 200 answer and what it depends on. */
export interface CachedAnswer {
  /** ChangeFeed clock when its reading began. */
  since: number;
  /** The signed-in user it was built for; their own changes make it stale. */
  userId?: string;
  /** It shows reviewers' names: a rater's new name makes it stale. */
  showsReviewers: boolean;
  contentType: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller answers gain nothing from compression (and match the compression middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli 5 is near its best ratio for JSON at a fraction of the cost of 11; compressed once per answer. */
const BROTLI_QUALITY = 5;

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  notModified: number;
}

/**
 * Serialized answers of cacheable reads (see cacheable-requests.ts), kept until a change they
 * depend on is announced by the ChangeFeed, and served with a strong ETag and 304.
 */
@Injectable()
export class ResponseCache {
  readonly stats: ResponseCacheStats = { hits: 0, misses: 0, notModified: 0 };
  private readonly answers = new LRUCache<string, CachedAnswer>({
    maxSize: 64 * 1024 * 1024,
    // Room for the compressed forms, made on first demand.
    sizeCalculation: (answer) => Math.ceil(answer.identity.length * 1.5) + 256,
  });

  constructor(@Inject(ChangeFeed) readonly feed: ChangeFeed) {
    feed.onInvalidate((scope) => {
      if (touchesEverything(scope)) this.answers.clear(); // all stale: free the memory now
    });
  }

  /** A current answer for `key`, if there is one. */
  lookup(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer && this.feed.isCurrent(answer.since, answer.userId, answer.showsReviewers)) {
      this.stats.hits += 1;
      return answer;
    }
    if (answer) this.answers.delete(key);
    return undefined;
  }

  /** Keeps `body` unless something it may depend on changed while it was being built. */
  store(
    key: string,
    since: number,
    { userId, showsReviewers }: { userId?: string; showsReviewers: boolean },
    contentType: string,
    body: Buffer,
  ) {
    const answer: CachedAnswer = {
      since,
      userId,
      showsReviewers,
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      identity: body,
    };
    if (this.feed.isCurrent(since, userId, showsReviewers)) this.answers.set(key, answer);
    return answer;
  }

  /**
   * Writes `answer` with the encoding the client prefers, or 304 when its copy is current. `edge`:
   * the headers of an answer no middleware has touched (cache-first.ts), Vary already merged by
   * varyAsAnswers, written with these in one list; without it, these are added to what `res` holds.
   */
  send(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, edge?: readonly string[]) {
    const fresh = matches(req.headers['if-none-match'], answer.etag);
    if (fresh) this.stats.notModified += 1;
    const encoding =
      fresh || answer.identity.length < COMPRESS_FROM_BYTES
        ? 'identity'
        : (preferredEncoding(req, ENCODING_PREFERENCE) ?? 'identity');
    const body = fresh ? undefined : encoded(answer, encoding);
    const headers = [
      'Cache-Control',
      answer.userId ? 'private, no-cache' : 'no-cache',
      'ETag',
      answer.etag,
    ];
    if (body) {
      headers.push('Content-Type', answer.contentType);
      if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', String(body.length));
    }
    const status = fresh ? 304 : 200;
    if (edge) res.writeHead(status, [...edge, ...headers]);
    else {
      varyAsAnswers(res);
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      res.statusCode = status;
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** What a cached answer depends on besides its key: the media type, its encoding and the token. */
export function varyAsAnswers(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>) {
  vary(res as ServerResponse, 'Accept, Accept-Encoding, Authorization');
}

function encoded(answer: CachedAnswer, encoding: ContentCoding): Buffer {
  if (encoding === 'br')
    return (answer.br ??= brotliCompressSync(answer.identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }));
  if (encoding === 'gzip') return (answer.gzip ??= gzipSync(answer.identity));
  return answer.identity;
}

/** If-None-Match: a list of (possibly weak) tags, or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
