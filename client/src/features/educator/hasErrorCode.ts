import { ApolloError } from '@apollo/client';

/** True when a GraphQL error of the call carries `extensions.code === code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return (
    error instanceof ApolloError &&
    error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === code)
  );
}
