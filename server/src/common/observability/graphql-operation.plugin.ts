import type { ApolloServerPlugin } from '@apollo/server';
import type { IncomingMessage } from 'node:http';

const OPERATION = Symbol('graphql operation');

type Labelled = IncomingMessage & { [OPERATION]?: string | null };

/** The operation Apollo resolved (null: anonymous), kept on the request for its metrics labels. */
export function graphqlOperationOf(req: IncomingMessage): string | null | undefined {
  return (req as Labelled)[OPERATION];
}

export function recordGraphqlOperation(): ApolloServerPlugin<{ req?: IncomingMessage }> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ operationName, contextValue }) {
          if (contextValue.req) (contextValue.req as Labelled)[OPERATION] = operationName;
          return Promise.resolve();
        },
      });
    },
  };
}
