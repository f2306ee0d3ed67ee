import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import type { LogLevel } from '../../config/log-levels';

/** The request being handled, for the lines written while handling it (see observe-requests.ts). */
export const requestScope = new AsyncLocalStorage<{ id: string }>();

/**
 * `fn`, to run later in the request scope current now: for callbacks of the request's own stream
 * events, which run in the socket's context. (AsyncResource.bind does the same at several times the
 * cost per request on Node 20.)
 */
export function inRequestScope<A extends unknown[]>(
  fn: (...args: A) => void,
): (...args: A) => void {
  const store = requestScope.getStore();
  return store ? (...args) => requestScope.run(store, fn, ...args) : fn;
}

/** Wherever these appear in a line (headers of the access line, fields a caller passes), they are censored. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  'password',
  'token',
];

/** The process's one pino logger: JSON lines to `destination` (stdout by default). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[Redacted]' } }, destination);
}

const NEST_TO_PINO: Record<string, Level> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Nest's Logger (`new Logger('Payments').warn(...)`, and Nest's own boot lines) written through
 * pino, with the id of the request being handled when there is one. No child logger per request:
 * the id is added to the few lines that are written.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  fatal = (message: unknown, ...params: unknown[]) => this.write('fatal', message, params);
  error = (message: unknown, ...params: unknown[]) => this.write('error', message, params);
  warn = (message: unknown, ...params: unknown[]) => this.write('warn', message, params);
  log = (message: unknown, ...params: unknown[]) => this.write('log', message, params);
  debug = (message: unknown, ...params: unknown[]) => this.write('debug', message, params);
  verbose = (message: unknown, ...params: unknown[]) => this.write('verbose', message, params);

  /** Nest passes the Logger's context last, and an error's stack before it (as ConsoleLogger reads them). */
  private write(nestLevel: string, message: unknown, params: unknown[]) {
    const level = NEST_TO_PINO[nestLevel];
    if (!this.root.isLevelEnabled(level)) return;
    const rest = [...params];
    const context = typeof rest.at(-1) === 'string' && rest.length ? rest.pop() : undefined;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    const reqId = requestScope.getStore()?.id;
    if (reqId) fields.reqId = reqId;
    if (typeof rest[0] === 'string') fields.stack = rest[0];
    else if (rest[0] instanceof Error) fields.err = rest[0];
    if (message instanceof Error) {
      fields.err = message;
      this.root[level](fields, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.root[level]({ ...fields, ...message });
    } else {
      this.root[level](fields, String(message));
    }
  }
}
