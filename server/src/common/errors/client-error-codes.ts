import { registerEnumType } from '@nestjs/graphql';
import { REQUEST_LIMIT_CODES } from '../graphql/request-limits';
import { DOMAIN_ERROR_CODES } from './domain-error';

/** Codes Apollo itself assigns to malformed operations; their messages describe the query, not the server. */
export const OPERATION_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
] as const;

/** Every `extensions.code` a GraphQL error may carry: the one list the schema's ErrorCode enum publishes. */
export const CLIENT_ERROR_CODES = [
  ...new Set([
    ...DOMAIN_ERROR_CODES,
    'INTERNAL_SERVER_ERROR',
    ...REQUEST_LIMIT_CODES,
    ...OPERATION_ERROR_CODES,
  ] as const),
];

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** The enum object registerEnumType needs: each code named by itself. */
export const ClientErrorCodeEnum = Object.fromEntries(
  CLIENT_ERROR_CODES.map((code) => [code, code]),
) as { [Code in ClientErrorCode]: Code };

registerEnumType(ClientErrorCodeEnum, {
  name: 'ErrorCode',
  description:
    "Every value an error's extensions.code may take. BAD_USER_INPUT lists the invalid fields in extensions.fields; TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE give extensions.retryAfter in seconds; INTERNAL_SERVER_ERROR has a generic message. GRAPHQL_*, PERSISTED_QUERY_*, OPERATION_RESOLUTION_FAILURE, BAD_REQUEST and the request-limit codes (QUERY_TOO_*, TOO_MANY_TOKENS, TOO_MANY_ALIASES, TOO_MANY_DIRECTIVES) refuse an operation before it runs.",
});
