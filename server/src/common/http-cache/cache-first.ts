import type { KeyObject } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import createError from 'http-errors';
import { varyAsAnswers, type ResponseCache } from './response-cache';
import { forcesPreflight, requestKind } from './cacheable-requests';
import { placeFor } from './response-cache.middleware';
import { inRequestScope } from '../observability/logging';

/** Largest JSON body accepted anywhere (express.json's limit in bootstrap.ts). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Set when a JSON body read ahead of Express was malformed; `bodyParseFailure` hands it on in place. */
const BODY_ERROR = Symbol('body parse error');

interface BodyCarrier {
  body?: unknown;
  rawBody?: Buffer;
  [BODY_ERROR]?: unknown;
}

/**
 * Answers current cached reads before Express routes the request: Express's routing, and the
 * prototype swap it does on every request, cost more than everything a hit needs. A hit gets the
 * `edge` headers (CORS, security) from the same middleware Express runs, recorded once per
 * combination of what they read (see edgeHeaders); anything else goes on to Express unchanged. A
 * GraphQL POST body is read here, since the key includes it; on a miss it is parsed as
 * express.json would (which then sees a finished request and skips it).
 */
export function answerFromCacheFirst(
  app: NestExpressApplication,
  cache: ResponseCache,
  options: { edge: RequestHandler[]; tokenKey: KeyObject },
) {
  const server: Server = app.getHttpServer();
  const express: Express = app.getHttpAdapter().getInstance();
  const toExpress = (req: IncomingMessage, res: ServerResponse) => {
    void express(req, res);
  };
  const edgeOf = edgeHeaders(options.edge);
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage & BodyCarrier, res: ServerResponse) => {
    if (!cache.feed.live || !isCandidate(req)) return toExpress(req, res);
    const answer = () => {
      const view = expressView(express, req);
      // Only cacheable reads are stored, so a POST's key (and a GraphQL GET's, once Apollo's CSRF
      // rules would let it run) is looked up before its body or query string is parsed.
      if (req.method === 'GET' && !mayAnswerGet(view)) return toExpress(req, res);
      const place = placeFor(req, options.tokenKey, view);
      const hit = place && cache.lookup(place.key);
      const edge = hit && edgeOf(view);
      if (edge) return cache.send(req, res, hit, edge);
      if (req.rawBody) parseJson(req);
      toExpress(req, res);
    };
    if (req.method === 'GET') return answer();
    readBody(req, (body) => {
      req.rawBody = body;
      answer();
    });
  });
}

function mayAnswerGet(req: Request): boolean {
  return req.url.startsWith('/graphql?') ? forcesPreflight(req) : requestKind(req) === 'cache';
}

/** Where express.json runs: hands on a malformed body read ahead, as express.json would have. */
export function bodyParseFailure(req: Request & BodyCarrier, _res: Response, next: NextFunction) {
  next(req[BODY_ERROR]);
}

/** GETs of the REST API and of GraphQL queries, and GraphQL POSTs of UTF-8 JSON of a stated, acceptable length. */
function isCandidate(req: IncomingMessage): boolean {
  if (req.method === 'GET') return req.url!.startsWith('/api/') || req.url!.startsWith('/graphql?');
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  const type = req.headers['content-type']?.toLowerCase().replace(/\s/g, '');
  const length = Number(req.headers['content-length']);
  return (
    (type === 'application/json' || type === 'application/json;charset=utf-8') &&
    length > 0 &&
    length <= JSON_BODY_LIMIT_BYTES
  );
}

function readBody(req: IncomingMessage, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  // The rest of the request keeps its scope (the request id of its log lines).
  req.on(
    'end',
    // One chunk is the usual case (a body under the socket's read size): no copy then.
    inRequestScope(() => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))),
  );
}

/** express.json's strict parse: an object or an array, else 400 as its own error. */
function parseJson(req: IncomingMessage & BodyCarrier) {
  const text = req.rawBody!.toString('utf8');
  try {
    if (!/^[\s]*[{[]/.test(text)) throw new SyntaxError('JSON must be an object or an array');
    req.body = JSON.parse(text);
  } catch (error) {
    req[BODY_ERROR] = createError(400, error as Error, { type: 'entity.parse.failed', body: text });
  }
}

/**
 * A request object with Express's getters (path, host, protocol, query) over `req`, made fresh:
 * Express itself swaps the prototype of the request, which makes every later use of it slower.
 */
function expressView(express: Express, req: IncomingMessage & BodyCarrier): Request {
  const view = Object.create(express.request) as Request & BodyCarrier;
  view.headers = req.headers;
  view.method = req.method!;
  view.url = req.url!;
  view.originalUrl = req.url!;
  view.httpVersionMajor = req.httpVersionMajor;
  view.socket = req.socket;
  view.rawBody = req.rawBody;
  return view;
}

/** Past this many Origin headers (the client's choice), edge headers are recorded but not kept. */
const MAX_EDGE_VARIANTS = 64;

/**
 * The edge middlewares' headers as a flat list, with the cached answers' Vary. They read only the
 * Origin header (CORS), whether the request came over TLS (HSTS) and whether it is for /graphql
 * (GraphiQL's policy), so one recording serves every request alike in those; undefined when one
 * did not finish at once (the request then goes through Express).
 */
function edgeHeaders(handlers: RequestHandler[]) {
  const known = new Map<string, string[]>();
  return (req: Request): string[] | undefined => {
    const key = `${req.secure ? 1 : 0}${req.path === '/graphql' ? 1 : 0}${req.headers.origin ?? ''}`;
    let headers = known.get(key);
    if (headers) return headers;
    headers = recordHeaders(handlers, req);
    if (headers && known.size < MAX_EDGE_VARIANTS) known.set(key, headers);
    return headers;
  };
}

function recordHeaders(handlers: RequestHandler[], req: Request): string[] | undefined {
  const headers = new Map<string, [name: string, value: number | string | readonly string[]]>();
  const recorder = {
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), [name, value]);
      return recorder;
    },
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let finished = false;
  const step = (index: number) => {
    if (index === handlers.length) return void (finished = true);
    void handlers[index](req, recorder as unknown as Response, (error?: unknown) => {
      if (!error) step(index + 1);
    });
  };
  step(0);
  if (!finished) return undefined;
  varyAsAnswers(recorder as never);
  return [...headers.values()].flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
  );
}
