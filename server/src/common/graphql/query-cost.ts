import type { ApolloServerPlugin } from '@apollo/server';
import {
  getVariableValues,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../pagination';
import { REQUEST_LIMITS, requestLimitError } from './request-limits';

/**
 * A field with a `first` argument returns up to `first` items, so its children cost that many
 * times over: the default page size when omitted, never more than the largest page, which the
 * resolver refuses beyond (so a too-large `first` gets that field error, not a cost error).
 */
const pagedListEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((arg) => arg.name === 'first')) return undefined;
  const first = typeof args.first === 'number' ? args.first : DEFAULT_PAGE_SIZE;
  return 1 + Math.min(Math.max(first, 0), MAX_PAGE_SIZE) * childComplexity;
};

/** A field may state its own cost (`complexity` in its options): a fixed-size answer such as `facets`. */
const estimators = [
  fieldExtensionsEstimator(),
  pagedListEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];

/** The estimated cost of running `operation` of `document` with these variables. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operation.name?.value,
    variables,
    estimators,
  });
}

/** Refuses an operation whose estimated cost is over the limit, after validation and before execution. */
export function queryCostLimit(): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, operation, request }) {
          // Execution refuses unknown operations and bad variables itself, before any resolver runs.
          if (!operation) return Promise.resolve();
          const variables = request.variables ?? {};
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
          if (coerced.errors) return Promise.resolve();
          let cost: number;
          try {
            cost = queryCost(schema, document, operation, variables);
          } catch {
            cost = Infinity; // e.g. more nodes than the library will walk
          }
          if (cost <= REQUEST_LIMITS.maxCost) return Promise.resolve();
          const estimate = Number.isFinite(cost) ? `, estimated ${cost}` : '';
          return Promise.reject(
            requestLimitError(
              'QUERY_TOO_COMPLEX',
              `Query cost limit of ${REQUEST_LIMITS.maxCost} exceeded${estimate}.`,
            ),
          );
        },
      });
    },
  };
}
