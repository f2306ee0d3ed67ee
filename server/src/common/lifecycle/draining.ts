import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
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

/** How often, once the listener is closed, connections left idle are closed. */
const IDLE_SWEEP_MS = 1_000;

export interface DrainTimes {
  /** How long to go on serving after readiness fails, for load balancers to notice. */
  delayMs: number;
  /** How long accepted requests get to finish before their connections are cut. */
  timeoutMs: number;
}

/**
 * Stops the instance without losing a request it accepted: readiness fails at once and, after
 * `delayMs` of serving as usual, the listener closes. Requests in flight finish with
 * `Connection: close`; keep-alive connections left idle are closed. Connections still busy after
 * `timeoutMs` are cut. Then the app closes, database pool and change feed included.
 */
export async function drainAndClose(app: INestApplication, times: DrainTimes): Promise<void> {
  app.get(DrainState).draining = true;
  if (times.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, times.delayMs));
  const server = app.getHttpServer() as Server;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  inFlight.get(server)?.forEach(closeAfter);
  server.prependListener('request', (_req, res: ServerResponse) => closeAfter(res));
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      logger.warn(`Requests still running after ${times.timeoutMs} ms; closing their connections`);
      server.closeAllConnections();
    }, times.timeoutMs);
    // net.Server's close, not http.Server's: that one also drops a connection accepted a moment
    // ago whose request has not been read yet, since it counts as idle.
    NetServer.prototype.close.call(server, () => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
  });
  logger.log(`Connections drained in ${Date.now() - started} ms`);
  await app.close();
}
