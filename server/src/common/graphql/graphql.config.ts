import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Response } from 'express';
import type { AppRequest } from '../auth/request-context';
import type { CatalogLoaders, CatalogLoadersFactory } from '../dataloaders/catalog.loaders';
import { formatGraphQLError } from '../errors/graphql-errors';
import { graphiqlLandingPage } from './graphiql.plugin';
import { requestLimitOptions } from './request-limit-options';
import { retryAfterHeader } from './retry-after.plugin';

export interface GraphQLContext {
  req: AppRequest;
  res: Response;
  loaders: CatalogLoaders;
}

export function graphqlConfig(loaders: CatalogLoadersFactory): ApolloDriverConfig {
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
    plugins: [graphiqlLandingPage(), retryAfterHeader(), ...limits.plugins],
    formatError: formatGraphQLError,
    context: ({ req, res }: { req: AppRequest; res: Response }): GraphQLContext => ({
      req,
      res,
      loaders: loaders.create(),
    }),
  };
}
