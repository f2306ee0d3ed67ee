import { GraphQLError } from 'graphql';

/**
 * What one GraphQL request may ask for, checked before anything executes.
 *
 * Chosen with headroom over what real clients send (test/graphql-limits.test.ts measures them and
 * requires at most half of each limit): the client's largest operation has 76 tokens and 702
 * characters, GraphiQL's introspection 184 tokens and 2 075 characters; no client operation is
 * deeper than 5 or uses aliases or directives. One full catalog page (`courses(first: 100)` with
 * every field, educator and curriculum) has 60 tokens, depth 5 and costs 3 801, so the cost
 * allows two such pages but not three. The schema has no cycles, so no data query is deeper than 5;
 * depth counts fields only (fragments are flattened), and `__schema` introspection is exempt.
 * 500 tokens also bound graphql-js's validation of repeated fields to a few milliseconds.
 */
export const REQUEST_LIMITS = {
  /** Characters of the query text: bounds the lexer's work on comments and long strings. */
  maxQueryLength: 20_000,
  /** Lexical tokens: parsing stops at the first token over. */
  maxTokens: 500,
  maxDepth: 8,
  /** `__typename` aliases are free. */
  maxAliases: 15,
  maxDirectives: 10,
  /** Every field costs 1 plus its children; a paged list's children cost `first` times over. */
  maxCost: 16_000,
} as const;

export const REQUEST_LIMIT_CODES = [
  'QUERY_TOO_LONG',
  'TOO_MANY_TOKENS',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'QUERY_TOO_COMPLEX',
] as const;

export type RequestLimitCode = (typeof REQUEST_LIMIT_CODES)[number];

const isLimitCode = (code: unknown): code is RequestLimitCode =>
  REQUEST_LIMIT_CODES.includes(code as RequestLimitCode);

/** A refused request answers 400, like the parse and validation failures it sits beside. */
export function requestLimitError(code: RequestLimitCode, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, http: { status: 400 } },
  });
}

/** graphql-js's own parser limits (ParseOptions) report these texts, without a code of their own. */
const PARSER_LIMITS: [RegExp, RequestLimitCode, string][] = [
  [
    /^Syntax Error: Source contains more than \d+/,
    'QUERY_TOO_LONG',
    `Query text limit of ${REQUEST_LIMITS.maxQueryLength} characters exceeded.`,
  ],
  [
    /^Syntax Error: Document contains more \w+ \d+ tokens/,
    'TOO_MANY_TOKENS',
    `Token limit of ${REQUEST_LIMITS.maxTokens} exceeded.`,
  ],
];

/**
 * The limit a failed request broke, if any. Apollo wraps parse and validation failures in its own
 * GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED errors, keeping ours as `originalError`.
 */
export function requestLimitViolation(
  error: unknown,
): { code: RequestLimitCode; message: string } | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  for (const candidate of [error, error.originalError]) {
    if (!(candidate instanceof GraphQLError)) continue;
    const code = candidate.extensions.code;
    if (isLimitCode(code)) return { code, message: candidate.message };
    const parserLimit = PARSER_LIMITS.find(([text]) => text.test(candidate.message));
    if (parserLimit) return { code: parserLimit[1], message: parserLimit[2] };
  }
  return undefined;
}
