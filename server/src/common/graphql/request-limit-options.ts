import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import { queryCostLimit } from './query-cost';
import { REQUEST_LIMITS, requestLimitError, type RequestLimitCode } from './request-limits';

/** Reports a graphql-armor rejection as a validation error carrying the limit's own code. */
const reportAs =
  (code: RequestLimitCode) => (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(requestLimitError(code, error.message.replace(/^Syntax Error: /, '')));

const armor = (code: RequestLimitCode) => ({
  propagateOnRejection: false,
  onReject: [reportAs(code)],
});

/**
 * Apollo Server options that bound a request's work before anything executes: graphql-js stops
 * parsing at the length and token limits; graphql-armor's validation rules count depth, aliases
 * and directives; the cost plugin then weighs the operation with its variables. Batched (array)
 * and automatic persisted queries are off: no client uses them, and a batch would multiply the
 * budget of one request.
 */
export function requestLimitOptions() {
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: REQUEST_LIMITS.maxDepth, flattenFragments: true, ...armor('QUERY_TOO_DEEP') },
    maxAliases: { n: REQUEST_LIMITS.maxAliases, ...armor('TOO_MANY_ALIASES') },
    maxDirectives: { n: REQUEST_LIMITS.maxDirectives, ...armor('TOO_MANY_DIRECTIVES') },
    // Counted by graphql-js's parser below, which stops at the limit instead of parsing twice.
    maxTokens: { enabled: false },
    // The cost plugin knows that `first` multiplies a list's children.
    costLimit: { enabled: false },
    // Introspection is public, so suggestions reveal nothing.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    parseOptions: {
      maxSourceLength: REQUEST_LIMITS.maxQueryLength,
      maxLexicalTokens: REQUEST_LIMITS.maxTokens,
    },
    validationRules,
    plugins: [queryCostLimit()],
    allowBatchedHttpRequests: false,
    persistedQueries: false as const,
  };
}
