import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { requestKind } from './cacheable-requests';
import type { ResponseCache } from './response-cache';
import { cachePlace } from './response-cache.middleware';

/** Set when the JSON body was read ahead of Express and failed; `bodyParseFailure` rethrows it in place. */
const BODY_ERROR = Symbol('body parse error');
type EarlyRequest = Request & { [BODY_ERROR]?: unknown };

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
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (!cache.feed.live || !isCandidate(incoming)) return express(incoming, outgoing);
    // What Express does first with every request, so its getters (path, host, protocol) work here.
    const req = Object.setPrototypeOf(incoming, express.request) as EarlyRequest;
    const res = Object.setPrototypeOf(outgoing, express.response) as Response;
    req.res = res;
    res.req = req;
    req.originalUrl = req.url;
    const answer = () => {
      const place = requestKind(req) === 'cache' ? cachePlace(req, options.jwtSecret) : undefined;
      const hit = place && cache.lookup(place.key);
      if (!hit) return express(req, res);
      runAll(options.edge, req, res, () => cache.send(req, res, hit));
    };
    if (req.method !== 'POST') return answer();
    options.json(req, res, (error?: unknown) => {
      if (error === undefined) return answer();
      req[BODY_ERROR] = error;
      express(req, res);
    });
  });
}

/** Where `json` runs in Express: hands on a failure of the early read as Express's parser would have. */
export function bodyParseFailure(req: EarlyRequest, _res: Response, next: NextFunction) {
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
