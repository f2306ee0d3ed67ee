import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { requestLimitViolation } from '../graphql/request-limits';
import { toClientError } from './error-mapping';

/** Codes Apollo itself assigns to malformed operations; their messages describe the query, not the server. */
const OPERATION_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

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
  if (
    original === error &&
    typeof apolloCode === 'string' &&
    OPERATION_ERROR_CODES.has(apolloCode)
  ) {
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
