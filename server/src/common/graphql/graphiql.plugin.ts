import type { ApolloServerPlugin } from '@apollo/server';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

const EXAMPLE = `# Public catalog queries need no token. For "me", add the header
# { "Authorization": "Bearer <token from login>" }
query Me {
  me { id name email role }
}
`;

/** GraphiQL for browsers opening /graphql, rendered from npm packages: no CDN, works offline. */
export function graphiqlLandingPage(): ApolloServerPlugin {
  const html = renderGraphiQL({
    endpoint: '/graphql',
    title: 'BrandCraft GraphQL API',
    defaultQuery: EXAMPLE,
  });
  return {
    serverWillStart() {
      return Promise.resolve({ renderLandingPage: () => Promise.resolve({ html }) });
    },
  };
}
