import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestScope } from './logging';
import type { Metrics } from './metrics';
import { requestIdFor } from './request-id';
import { RequestLabeler } from './request-labels';

type Identified = IncomingMessage & { id?: string };

/**
 * Wraps every 'request' listener of the app's server (Express, and the response cache's fast path
 * in front of it), so every answer gets an `X-Request-Id`, is counted and timed, and is logged, and
 * every line written while handling it carries its id. Call after answerFromCacheFirst.
 *
 * Each answer also says how long the server took to produce it, up to its headers, in a
 * `Server-Timing: app;dur=<ms>` header: browsers' developer tools show it, and bench:scale reads it
 * to report server time apart from the client's own.
 *
 * The access line is written here, from the labels the metrics need anyway, rather than by
 * pino-http: that one makes a child logger and serializes every header of every request, which
 * tripled the server's CPU per cached answer (bench:catalog).
 */
export function observeRequests(app: NestExpressApplication, logger: Logger, metrics: Metrics) {
  const server: Server = app.getHttpServer();
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  const accessLog = logger.isLevelEnabled('info');
  const labels = new RequestLabeler();
  server.on('request', (req: Identified, res: ServerResponse) => {
    const id = requestIdFor(req.headers['x-request-id']);
    req.id = id;
    const start = performance.now();
    stampHeaders(res, id, start);
    res.once('finish', () => {
      const ms = performance.now() - start;
      const where = labels.of(req, res);
      metrics.request(where, ms / 1000);
      if (!accessLog && res.statusCode < 500) return;
      const line = {
        reqId: id,
        method: where.method,
        // The path only: a query string may carry what should not be kept.
        path: ((req as Identified & { originalUrl?: string }).originalUrl ?? req.url)?.split(
          '?',
          1,
        )[0],
        route: where.route,
        ...(where.operation && { operation: where.operation }),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    });
    requestScope.run({ id }, () => {
      for (const listener of listeners) listener.call(server, req, res);
    });
  });
}

/**
 * Adds the request id and the server's time so far as the answer's headers are written: to a flat
 * header list handed to writeHead (the response cache's early answers write theirs whole, which
 * spares Node's per-header bookkeeping), else with setHeader.
 */
function stampHeaders(res: ServerResponse, id: string, start: number) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    const timing = `app;dur=${(performance.now() - start).toFixed(1)}`;
    const last = args.length - 1;
    const list = args[last];
    if (last > 0 && Array.isArray(list) && typeof list[0] === 'string')
      args[last] = [...(list as string[]), 'X-Request-Id', id, 'Server-Timing', timing];
    else {
      res.setHeader('X-Request-Id', id);
      res.setHeader('Server-Timing', timing);
    }
    return writeHead(...args);
  };
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
