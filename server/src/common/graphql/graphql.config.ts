import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import { formatGraphQLError } from '../errors/graphql-errors';
import { graphiqlLandingPage } from './graphiql.plugin';

export interface GraphQLContext {
  req: Request;
  res: Response;
}

export const graphqlConfig: ApolloDriverConfig = {
  driver: ApolloDriver,
  path: '/graphql',
  autoSchemaFile: true,
  sortSchema: true,
  playground: false,
  introspection: true,
  includeStacktraceInErrorResponses: false,
  plugins: [graphiqlLandingPage()],
  formatError: formatGraphQLError,
  context: ({ req, res }: GraphQLContext): GraphQLContext => ({ req, res }),
};
