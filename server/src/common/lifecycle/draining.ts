import type { Server, ServerResponse } from 'node:http';
import { Global, Injectable, Logger, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';

/** Whether this instance has been told to stop: its readiness probe then fails. */
@Injectable()
export class DrainState {
  draining = false;
}

@Global()
@Module({ providers: [DrainState], exports: [DrainState] })
export class DrainStateModule {}

const logger = new Logger('Shutdown');

const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/** Keeps the responses `server` has not finished, for drainAndClose. Call once, before it listens. */
export function trackRequests(server: Server): void {
  const open = new Set<ServerResponse>();
  inFlight.set(server, open);
  // Prepended: the cache's fast path may answer within its own listener.
  server.prependListener('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
}

/**
 * Stops the instance without losing a request it accepted: readiness fails at once, the listener
 * closes (a load balancer's new connections go elsewhere), idle keep-alive connections close, and
 * requests in flight finish with `Connection: close`. Connections still busy after `timeoutMs` are
 * cut. Then the app closes, database pool and change feed included.
 */
export async function drainAndClose(app: INestApplication, timeoutMs: number): Promise<void> {
  app.get(DrainState).draining = true;
  const server = app.getHttpServer() as Server;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // A response already under way keeps its connection open; close it once it is idle.
    res.once('close', () => setImmediate(() => server.closeIdleConnections()));
  };
  inFlight.get(server)?.forEach(closeAfter);
  server.prependListener('request', (_req, res: ServerResponse) => closeAfter(res));
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const deadline = setTimeout(() => {
      logger.warn(`Requests still running after ${timeoutMs} ms; closing their connections`);
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
  logger.log(`Connections drained in ${Date.now() - started} ms`);
  await app.close();
}
