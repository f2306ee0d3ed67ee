import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { requestLimitViolation } from '../graphql/request-limits';
import { OPERATION_ERROR_CODES } from './client-error-codes';
import { toClientError } from './error-mapping';

const isOperationErrorCode = (code: unknown): boolean =>
  (OPERATION_ERROR_CODES as readonly unknown[]).includes(code);

export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const limit = requestLimitViolation(error);
  if (limit)
    return {
      message: limit.message,
      locations: formatted.locations,
      extensions: { code: limit.code },
    };
  const original = unwrapResolverError(error);
  const apolloCode = formatted.extensions?.code;
  if (original === error && isOperationErrorCode(apolloCode)) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: apolloCode },
    };
  }
  const mapped = toClientError(original);
  return {
    message: mapped.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: mapped.code,
      ...(mapped.fields.length ? { fields: mapped.fields } : {}),
      ...(mapped.retryAfterSeconds !== undefined ? { retryAfter: mapped.retryAfterSeconds } : {}),
    },
  };
}
