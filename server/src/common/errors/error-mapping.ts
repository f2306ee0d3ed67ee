import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { isUnstorableText } from '../db-errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable';
import { DomainError, type ErrorCode, type FieldError } from './domain-error';

export interface ClientError {
  code: ErrorCode | 'INTERNAL_SERVER_ERROR';
  status: number;
  message: string;
  fields: FieldError[];
  /** Seconds until a retry may succeed; REST sends it as `Retry-After`, GraphQL also as `extensions.retryAfter`. */
  retryAfterSeconds?: number;
}

const STATUS: Record<ErrorCode, number> = {
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

/** Framework and body-parser failures whose meaning we keep, by status. Their own texts are not shown. */
const BY_STATUS: Partial<Record<number, DomainError>> = {
  [HttpStatus.TOO_MANY_REQUESTS]: TOO_MANY,
  [HttpStatus.PAYLOAD_TOO_LARGE]: new DomainError('BAD_USER_INPUT', 'Request body is too large'),
  [HttpStatus.NOT_FOUND]: new DomainError('NOT_FOUND', 'Not found'),
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

/** The one place where any thrown value becomes what a client may see. */
export function toClientError(error: unknown): ClientError {
  const domain = knownFailure(error);
  if (domain) {
    return {
      code: domain.code,
      status: STATUS[domain.code],
      message: domain.message,
      fields: domain.fields,
      retryAfterSeconds: domain.retryAfterSeconds,
    };
  }
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return {
    code: 'INTERNAL_SERVER_ERROR',
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: GENERIC_MESSAGE,
    fields: [],
  };
}
