import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import { formatGraphQLError } from '../errors/graphql-errors';
import { localizedErrors } from '../errors/localized-errors.plugin';
import { recordGraphqlOperation } from '../observability/graphql-operation.plugin';
import { graphiqlLandingPage } from './graphiql.plugin';
import { noStoreAnswers } from './no-store.plugin';
import { requestLimitOptions } from './request-limit-options';
import { retryAfterHeader } from './retry-after.plugin';

/** What every GraphQL context holds; features add their own per-request parts. */
export interface HttpContext {
  req: Request;
  res: Response;
}

/** `perRequest` makes the feature parts of each operation's context (e.g. batching loaders). */
export function graphqlConfig(perRequest: () => object): ApolloDriverConfig {
  const limits = requestLimitOptions();
  return {
    ...limits,
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    plugins: [
      graphiqlLandingPage(),
      retryAfterHeader(),
      localizedErrors(),
      recordGraphqlOperation(),
      ...noStoreAnswers(),
      ...limits.plugins,
    ],
    formatError: formatGraphQLError,
    context: ({ req, res }: HttpContext) => ({ req, res, ...perRequest() }),
  };
}
