import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

const EXAMPLE = `# Public catalog queries need no token. For "me", add the header
# { "Authorization": "Bearer <token from login>" }
query Me {
  me { id name email role }
}
`;

let page: { html: string; scriptHashes: string[] } | undefined;

/**
 * GraphiQL rendered once from npm packages (no CDN, works offline), with the CSP hashes of its
 * inline scripts, which are all the scripts it has.
 */
export function graphiqlPage() {
  if (!page) {
    const html = renderGraphiQL({
      endpoint: '/graphql',
      title: 'BrandCraft GraphQL API',
      defaultQuery: EXAMPLE,
    });
    const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    page = { html, scriptHashes };
  }
  return page;
}

/** GraphiQL for browsers opening /graphql. */
export function graphiqlLandingPage(): ApolloServerPlugin {
  const { html } = graphiqlPage();
  return {
    serverWillStart() {
      return Promise.resolve({ renderLandingPage: () => Promise.resolve({ html }) });
    },
  };
}
