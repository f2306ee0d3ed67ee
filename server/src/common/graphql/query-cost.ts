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

/** Variables longer than this are costed afresh each time rather than kept as a key. */
const MEMO_VARIABLES_MAX_LENGTH = 1024;
/** Costs kept at most, whatever the documents (about 2 MB at the longest keys); all go when full. */
const MEMO_ENTRIES = 2000;

/**
 * queryCost, kept per parsed document, operation and variables: the same client operation costs the
 * same each time, and walking it again was about 5 % of an uncached read's CPU (bench:catalog).
 * Apollo hands the same DocumentNode for the same query text, which numbers it here.
 */
function memoisedCost() {
  const documents = new WeakMap<DocumentNode, number>();
  let documentCount = 0;
  const costs = new Map<string, number>();
  return (
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
  ): number => {
    const json = JSON.stringify(variables);
    let key: string | undefined;
    if (json.length <= MEMO_VARIABLES_MAX_LENGTH) {
      let number = documents.get(document);
      if (number === undefined) documents.set(document, (number = documentCount++));
      key = `${number}:${operation.name?.value ?? ''}:${json}`;
      const kept = costs.get(key);
      if (kept !== undefined) return kept;
    }
    let cost: number;
    try {
      cost = queryCost(schema, document, operation, variables);
    } catch {
      cost = Infinity; // e.g. more nodes than the library will walk
    }
    if (key === undefined) return cost;
    if (costs.size >= MEMO_ENTRIES) costs.clear();
    costs.set(key, cost);
    return cost;
  };
}

/** Refuses an operation whose estimated cost is over the limit, after validation and before execution. */
export function queryCostLimit(): ApolloServerPlugin {
  const costOf = memoisedCost();
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, operation, request }) {
          // Execution refuses unknown operations and bad variables itself, before any resolver runs.
          if (!operation) return Promise.resolve();
          const variables = request.variables ?? {};
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
          if (coerced.errors) return Promise.resolve();
          const cost = costOf(schema, document, operation, variables);
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
