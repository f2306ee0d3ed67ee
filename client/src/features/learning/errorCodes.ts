import { ApolloError } from '@apollo/client';

/** The `extensions.code` values the learning calls react to. */
export type LearningErrorCode = 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND';

/** True when one of the call's GraphQL errors carries one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: LearningErrorCode[]): boolean {
  return (
    error instanceof ApolloError &&
    error.graphQLErrors.some((e) => codes.includes(e.extensions?.code as LearningErrorCode))
  );
}
