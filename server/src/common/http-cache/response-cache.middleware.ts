import type { KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { verify } from 'jsonwebtoken';
import { digestOf } from '../digest';
import { graphqlMediaType } from '../http/encodings';
import { publicBase } from '../public-url';
import { requestKind, showsReviewers } from './cacheable-requests';
import type { ResponseCache } from './response-cache';

interface Session {
  userId: string;
  tokenVersion: number;
}

/**
 * Answers cacheable reads from the ResponseCache, fills it on a miss, and holds the answer of any
 * request that may have written until this process has seen its own changes, so the caller's very
 * next read is current. Runs after CORS and the security headers, which stay per request.
 */
export function responseCacheMiddleware(cache: ResponseCache, tokenKey: KeyObject) {
  const feed = cache.feed;
  return (req: Request, res: Response, next: NextFunction) => {
    const kind = requestKind(req);
    if (kind === 'write') {
      // Even with the feed behind: the other instances must have seen the change first.
      holdUntilSeen(res, () => feed.sync());
      return next();
    }
    if (!feed.live) return next();
    const place = kind === 'cache' ? placeFor(req, tokenKey) : undefined;
    if (!place) return next();
    const hit = cache.lookup(place.key);
    if (hit) return cache.send(req, res, hit);
    cache.stats.misses += 1;
    const since = feed.now();
    // Worked out now: once Apollo's router has run, req.url is no longer /graphql.
    const depends = { userId: place.userId, showsReviewers: showsReviewers(req) };
    captureAnswer(req, res, (status, body) => {
      const contentType = res.getHeader('Content-Type');
      if (status !== 200 || typeof contentType !== 'string' || !isSuccess(body, contentType))
        return false;
      cache.send(req, res, cache.store(place.key, since, depends, contentType, body));
      return true;
    });
    next();
  };
}

type Place = { key: string; userId?: string } | undefined;
const PLACE = Symbol('response cache place');

/**
 * Where a cacheable read's answer is kept: per user and token version when signed in, per public
 * origin (image URLs are absolute), per method, URL, body and, for GraphQL, the media type the
 * caller accepts. Undefined for a token that does not
 * verify: the guards answer those. Worked out once per request (`readable` gives Express's
 * getters over `req` when it is not an Express request yet).
 */
export function placeFor(
  req: IncomingMessage & { [PLACE]?: Place },
  tokenKey: KeyObject,
  readable = req as Request,
): Place {
  if (PLACE in req) return req[PLACE];
  const session = sessionOf(readable, tokenKey);
  // A digest: the body (up to JSON_BODY_LIMIT_BYTES) is the client's choice, the key is kept.
  const key =
    session === null
      ? undefined
      : digestOf(
          session ? `${session.userId}:${session.tokenVersion}` : '',
          readable.method,
          publicBase(readable),
          readable.originalUrl,
          readable.path === '/graphql' ? (graphqlMediaType(readable) ?? '') : '',
          readable.method === 'POST' ? ((readable as { rawBody?: Buffer }).rawBody ?? '') : '',
        );
  return (req[PLACE] = key === undefined ? undefined : { key, userId: session?.userId });
}

/** The cache key worked out for this request, if it was a cacheable read (for its metrics labels). */
export function cacheKeyOf(req: IncomingMessage & { [PLACE]?: Place }): string | undefined {
  return req[PLACE]?.key;
}

/** undefined: anonymous; null: a token that does not verify. */
function sessionOf(req: Request, tokenKey: KeyObject): Session | undefined | null {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  if (!token) return null;
  try {
    const claims = verify(token, tokenKey, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string') return null;
    const version: unknown = (claims as { ver?: unknown }).ver;
    return { userId: claims.sub, tokenVersion: typeof version === 'number' ? version : 0 };
  } catch {
    return null;
  }
}

/**
 * GraphQL answers without errors; REST answers that succeeded. A JSON body that names neither key
 * has neither, and is not parsed: a learner's list of 200 courses is 160 kB.
 */
export function isSuccess(body: Buffer, contentType: string): boolean {
  if (/\bjson\b/.test(contentType) && !body.includes('"errors"') && !body.includes('"success"'))
    return true;
  try {
    const parsed = JSON.parse(body.toString()) as { errors?: unknown; success?: unknown };
    return parsed.errors === undefined && parsed.success !== false;
  } catch {
    return false;
  }
}

type Chunk = string | Buffer | Uint8Array;

/**
 * Collects what the handler writes, unencoded (the client's Accept-Encoding and validators are set
 * aside so the handler and the compression middleware produce the full identity body), then lets
 * `finish` answer from it; when `finish` declines, the collected answer goes out as it was.
 */
function captureAnswer(
  req: Request,
  res: Response,
  finish: (status: number, body: Buffer) => boolean,
) {
  const saved = {
    'accept-encoding': req.headers['accept-encoding'],
    'if-none-match': req.headers['if-none-match'],
    'if-modified-since': req.headers['if-modified-since'],
  };
  for (const name of Object.keys(saved)) delete req.headers[name];
  const write = res.write.bind(res) as (chunk: Chunk) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk) => Response;
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    [encoding, callback].forEach((fn) => typeof fn === 'function' && (fn as () => void)());
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk !== 'function') collect(chunk, encoding);
    res.write = write as Response['write'];
    res.end = end as Response['end'];
    for (const [name, value] of Object.entries(saved))
      if (value !== undefined) req.headers[name] = value;
    const body = Buffer.concat(chunks);
    if (res.headersSent || req.method === 'HEAD' || !finish(res.statusCode, body)) end(body);
    [chunk, encoding, callback].forEach((fn) => typeof fn === 'function' && (fn as () => void)());
    return res;
  }) as Response['end'];
}

/** Delays the end of the answer until `seen` resolves; what was written before goes out as usual. */
function holdUntilSeen(res: Response, seen: () => Promise<void>) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    void seen().finally(() => end(...args));
    return res;
  }) as Response['end'];
}
