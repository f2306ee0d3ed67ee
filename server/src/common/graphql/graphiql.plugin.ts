import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

const CATALOG_EXAMPLE = `# Public catalog queries need no token: press Run.
query Courses {
  courses(first: 5) { totalCount nodes { id courseTitle } }
}
`;

const TOKEN_EXAMPLE = `# With an API token. Create one on your account page (/account, "API tokens"),
# with the "Read my learning" scope, then paste it in place of bcpat_YOUR_TOKEN in the
# Headers tab below. A token reaches only what its scopes and your role allow;
# see /developers for the scopes and rate limits.
query Me {
  me { id name email role }
  myEnrollments { course { id courseTitle } }
}
`;

/**
 * The token tab's headers: an API token, as integrators send it. ASCII only: a header value the
 * browser's fetch cannot send (an ellipsis, say) fails every request of the tab.
 */
const TOKEN_HEADERS = JSON.stringify({ Authorization: 'Bearer bcpat_YOUR_TOKEN' }, null, 2);

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
      defaultTabs: [
        { query: CATALOG_EXAMPLE, headers: '{}' },
        { query: TOKEN_EXAMPLE, headers: TOKEN_HEADERS },
      ],
      defaultEditorToolsVisibility: 'headers',
      isHeadersEditorEnabled: true,
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
