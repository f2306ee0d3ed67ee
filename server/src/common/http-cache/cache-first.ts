import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { requestKind } from './cacheable-requests';
import type { ResponseCache } from './response-cache';
import { cachePlace } from './response-cache.middleware';

/** Set when the JSON body was read ahead of Express and failed; `bodyParseFailure` rethrows it in place. */
const BODY_ERROR = Symbol('body parse error');

/**
 * Answers current cached reads before Express routes the request: Express's own routing costs
 * more than everything a hit needs. A hit still gets the `edge` headers (CORS, security) from the
 * same middleware Express runs; anything else goes on to Express unchanged. A GraphQL POST body is
 * read ahead with Express's own `json` parser (the key includes it), which then skips it.
 */
export function answerFromCacheFirst(
  app: NestExpressApplication,
  cache: ResponseCache,
  options: { edge: RequestHandler[]; json: RequestHandler; jwtSecret: string },
) {
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as Express;
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage & BodyCarrier, res: ServerResponse) => {
    if (!cache.feed.live || !isCandidate(req)) return express(req, res);
    const answer = () => {
      const view = expressView(express, req);
      const place = requestKind(view) === 'cache' ? cachePlace(view, options.jwtSecret) : undefined;
      const hit = place && cache.lookup(place.key);
      if (!hit) return express(req, res);
      runAll(options.edge, view, res as Response, () => cache.send(req, res, hit));
    };
    if (req.method !== 'POST') return answer();
    options.json(req as Request, res as Response, (error?: unknown) => {
      if (error === undefined) return answer();
      req[BODY_ERROR] = error;
      express(req, res);
    });
  });
}

interface BodyCarrier {
  body?: unknown;
  rawBody?: Buffer;
  [BODY_ERROR]?: unknown;
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
  view.body = req.body;
  view.rawBody = req.rawBody;
  return view;
}

/** Where `json` runs in Express: hands on a failure of the early read as Express's parser would have. */
export function bodyParseFailure(req: Request & BodyCarrier, _res: Response, next: NextFunction) {
  next(req[BODY_ERROR]);
}

function isCandidate(req: IncomingMessage): boolean {
  if (req.method === 'GET') return req.url!.startsWith('/api/') || req.url!.startsWith('/graphql?');
  return (
    req.method === 'POST' &&
    req.url === '/graphql' &&
    (req.headers['content-type'] ?? '').startsWith('application/json')
  );
}

function runAll(handlers: RequestHandler[], req: Request, res: Response, done: () => void) {
  const step = (index: number) => {
    if (index === handlers.length) return done();
    void handlers[index](req, res, () => step(index + 1));
  };
  step(0);
}
