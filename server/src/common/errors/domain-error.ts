/**
 * The kinds of failure a client can act on. Every code maps to a GraphQL code and an HTTP status in
 * error-mapping.ts, and is published in the schema's ErrorCode enum (client-error-codes.ts).
 */
export const DOMAIN_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface FieldError {
  field: string;
  message: string;
  /** Machine-readable reason, e.g. REQUIRED_FIELD_EMPTY, TYPE_EMAIL, TOO_LONG, TOO_SHORT, INVALID. */
  code?: string;
}

/** A failure whose message is safe to show the user. Anything else reaches clients as a generic error. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    /** For TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE: when to try again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthenticated = (message = 'Access token required') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);

/**
 * The role check's refusal, and an API token's missing scope: REST answers it 403, unlike a
 * FORBIDDEN business rule.
 */
export class RoleRefusal extends DomainError {
  constructor(message = 'Insufficient permissions') {
    super('FORBIDDEN', message);
  }
}
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);

/** One error for every invalid field, its message the first problem found. */
export function badInput(fields: FieldError[]): DomainError {
  return new DomainError('BAD_USER_INPUT', fields.map((f) => f.message).join('. '), fields);
}

/** A BAD_USER_INPUT about one field, its message shown as is. */
export const invalidField = (field: string, message: string): DomainError =>
  badInput([{ field, message, code: 'INVALID' }]);
