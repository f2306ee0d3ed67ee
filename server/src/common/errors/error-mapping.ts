import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { isUnstorableText } from '../db-errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable';
import { DomainError, RoleRefusal, type ErrorCode, type FieldError } from './domain-error';

export interface ClientError {
  code: ErrorCode | 'INTERNAL_SERVER_ERROR';
  message: string;
  fields: FieldError[];
  /** Seconds until a retry may succeed; REST sends it as `Retry-After`, GraphQL also as `extensions.retryAfter`. */
  retryAfterSeconds?: number;
}

export interface RestError extends ClientError {
  status: number;
}

/** What each code means in plain HTTP. */
const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  BAD_USER_INPUT: HttpStatus.BAD_REQUEST,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  TOO_MANY_REQUESTS: HttpStatus.TOO_MANY_REQUESTS,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
};

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const logger = new Logger('Errors');

const TOO_MANY = new DomainError(
  'TOO_MANY_REQUESTS',
  'Too many attempts. Please wait a minute and try again.',
);

/** No handler at all answers this path: 404 on every path. */
const ROUTE_NOT_FOUND = new DomainError('NOT_FOUND', 'Not found');

/** Framework and body-parser failures whose meaning we keep, by status. Their own texts are not shown. */
const BY_STATUS: Partial<Record<number, DomainError>> = {
  [HttpStatus.TOO_MANY_REQUESTS]: TOO_MANY,
  [HttpStatus.PAYLOAD_TOO_LARGE]: new DomainError('BAD_USER_INPUT', 'Request body is too large'),
  [HttpStatus.NOT_FOUND]: ROUTE_NOT_FOUND,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: new DomainError(
    'BAD_USER_INPUT',
    'Unsupported content type',
  ),
  [HttpStatus.BAD_REQUEST]: new DomainError('BAD_USER_INPUT', 'Malformed request'),
};

const UNSTORABLE_TEXT = new DomainError(
  'BAD_USER_INPUT',
  'Text contains characters that are not allowed',
);

/** body-parser's errors (http-errors) carry a status and `expose: true`; they happen before any route. */
const isClientHttpError = (error: unknown): error is { status: number } =>
  error instanceof Error &&
  (error as { expose?: unknown }).expose === true &&
  typeof (error as { status?: unknown }).status === 'number';

function knownFailure(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (error instanceof HttpException) return BY_STATUS[error.getStatus()];
  if (isClientHttpError(error)) return BY_STATUS[error.status];
  if (isUnstorableText(error)) return UNSTORABLE_TEXT;
  if (isDatabaseUnavailable(error)) {
    logger.warn(`Database unavailable: ${(error as Error).message}`);
    return DATABASE_UNAVAILABLE;
  }
  return undefined;
}

function describe(domain: DomainError | undefined, error: unknown): ClientError {
  if (domain) {
    return {
      code: domain.code,
      message: domain.message,
      fields: domain.fields,
      retryAfterSeconds: domain.retryAfterSeconds,
    };
  }
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { code: 'INTERNAL_SERVER_ERROR', message: GENERIC_MESSAGE, fields: [] };
}

/** The one place where any thrown value becomes what a client may see. */
export function toClientError(error: unknown): ClientError {
  return describe(knownFailure(error), error);
}

/**
 * Paths whose refusals keep their plain HTTP status: the webhook (called by Razorpay, not a
 * browser) and `/api/contact` (REST.md: 400 with the invalid fields).
 */
const PLAIN_STATUS_PATHS = new Set(['/api/payments/razorpay-webhook', '/api/contact']);

/**
 * How each path family answers a refusal (bad input, an unknown id, a conflict, a business rule):
 * the original API answered 200 `{ success: false }` under `/api`, because its clients read the
 * message only from a 2xx answer, but 400 under `/api/auth/` (REST.md, Conventions).
 */
function refusalStatus(path: string, code: ErrorCode): number {
  // Express matches routes case-insensitively and ignores a trailing slash; so does this.
  const normalized = path.toLowerCase().replace(/\/+$/, '');
  if (!normalized.startsWith('/api/') || PLAIN_STATUS_PATHS.has(normalized))
    return HTTP_STATUS[code];
  if (normalized.startsWith('/api/auth/')) return HttpStatus.BAD_REQUEST;
  return HttpStatus.OK;
}

const isRefusal = (domain: DomainError): boolean =>
  domain.code === 'BAD_USER_INPUT' ||
  domain.code === 'CONFLICT' ||
  (domain.code === 'NOT_FOUND' && domain !== ROUTE_NOT_FOUND) ||
  (domain.code === 'FORBIDDEN' && !(domain instanceof RoleRefusal));

/**
 * A failure as the REST API answers it on `path`. Refusals follow `refusalStatus`; the rest are
 * the same everywhere: 401, 403 for the role check, 404 for a path with no handler, 429, 503, 500.
 */
export function toRestError(error: unknown, path: string): RestError {
  const domain = knownFailure(error);
  const described = describe(domain, error);
  if (!domain) return { ...described, status: HttpStatus.INTERNAL_SERVER_ERROR };
  const status = isRefusal(domain) ? refusalStatus(path, domain.code) : HTTP_STATUS[domain.code];
  return { ...described, status };
}
