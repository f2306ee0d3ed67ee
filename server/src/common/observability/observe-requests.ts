import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestScope } from './logging';
import type { Metrics } from './metrics';
import { requestIdFor } from './request-id';
import { RequestLabeler } from './request-labels';

type Identified = IncomingMessage & { id?: string };

/**
 * Wraps every 'request' listener of the app's server (Express, and the response cache's fast path
 * in front of it), so every answer gets an `X-Request-Id`, is counted and timed, and is logged, and
 * every line written while handling it carries its id. Call after answerFromCacheFirst.
 * Access lines are written at info: at a higher LOG_LEVEL pino-http is not installed at all
 * (it makes child loggers for every request).
 */
export function observeRequests(app: NestExpressApplication, logger: Logger, metrics: Metrics) {
  const server: Server = app.getHttpServer();
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  const accessLog = logger.isLevelEnabled('info')
    ? pinoHttp({
        logger,
        genReqId: (req) => req.id as string,
        quietReqLogger: true, // top-level reqId, as on every other line of the request
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      })
    : undefined;
  const labels = new RequestLabeler();
  server.on('request', (req: Identified, res: ServerResponse) => {
    const id = requestIdFor(req.headers['x-request-id']);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const start = performance.now();
    res.once('finish', () =>
      metrics.request(labels.of(req, res), (performance.now() - start) / 1000),
    );
    accessLog?.(req, res);
    requestScope.run({ id }, () => {
      for (const listener of listeners) listener.call(server, req, res);
    });
  });
}

/**
 * Prometheus text at GET /metrics, before the client's catch-all. With `token`, only for
 * `Authorization: Bearer <token>` (compared as digests, in constant time).
 */
export function serveMetrics(app: NestExpressApplication, metrics: Metrics, token?: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  const express: Express = app.getHttpAdapter().getInstance();
  express.get('/metrics', (req: Request, res: Response, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('Unauthorized');
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.setHeader('Content-Type', metrics.registry.contentType); // as is: res.type() reorders it
      res.end(text);
    }, next);
  });
}
