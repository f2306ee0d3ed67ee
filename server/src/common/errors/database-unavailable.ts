import { QueryFailedError } from 'typeorm';
import { DomainError } from './domain-error';

/** SQLSTATEs meaning PostgreSQL cannot serve the request right now, not that the request was wrong. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout, i.e. the server is too busy to answer in time
]);

/** Socket failures reaching the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report lost connections and their timeouts with plain messages. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // the server closed the socket, or the connect timeout fired
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout/, // query_timeout: the server accepted the query and never answered
  /is not queryable/, // a client whose connection already failed
];

interface DriverFailure {
  code?: unknown;
  message?: unknown;
}

// Read by shape, not `instanceof Error`: Node's socket errors may come from another realm (as under Jest).
function isUnavailableFailure(error: DriverFailure): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)))
    return true; // class 08: connection exceptions
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when a thrown value means the database is down, unreachable or not answering. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof QueryFailedError)
    return isUnavailableFailure(error.driverError as DriverFailure);
  // graphql-js wraps a thrown value that is not its realm's Error in NonErrorThrown
  const { thrownValue } = error as { thrownValue?: unknown };
  if (thrownValue !== undefined) return isDatabaseUnavailable(thrownValue);
  return isUnavailableFailure(error);
}

/** What a request that failed for want of the database answers: 503 / SERVICE_UNAVAILABLE, retry in 5 s. */
export const DATABASE_UNAVAILABLE = new DomainError(
  'SERVICE_UNAVAILABLE',
  'The service is briefly unavailable. Please try again in a moment.',
  [],
  5,
);
