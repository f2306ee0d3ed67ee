import { ApolloError } from '@apollo/client';
import type { ErrorCode } from '../generated/types';

export type { ErrorCode };

/**
 * A read the server answered SERVICE_UNAVAILABLE (its database is away). The Apollo links raise it
 * as a network error, so the read is retried and is never taken for a refused session.
 */
export class ServiceUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/** True when one of the call's GraphQL errors carries one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  if (!(error instanceof ApolloError)) return false;
  if (error.networkError instanceof ServiceUnavailableError)
    return codes.includes('SERVICE_UNAVAILABLE');
  return error.graphQLErrors.some((e) => codes.includes(e.extensions?.code as ErrorCode));
}

export interface FieldProblem {
  field: string;
  message: string;
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).field === 'string' &&
  typeof (value as FieldProblem).message === 'string';

/** Every `{ field, message }` the server listed in `extensions.fields` of a BAD_USER_INPUT error. */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApolloError)) return [];
  return error.graphQLErrors.flatMap((e) => {
    const fields: unknown = e.extensions?.fields;
    return e.extensions?.code === 'BAD_USER_INPUT' && Array.isArray(fields)
      ? fields.filter(isFieldProblem)
      : [];
  });
}
