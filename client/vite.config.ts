import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstLoadSplashPlugin } from './build/firstLoadSplashPlugin';
import { inlineStylesheetPlugin } from './build/inlineStylesheetPlugin';
import { linguiCatalogsPlugin } from './build/linguiCatalogs';
import { parseLoaderMs } from './src/loaderMs';

const apiServer = 'http://localhost:4000';

export default defineConfig(({ command, mode }) => ({
  // Apollo Client's development-only checks and messages are left out of production builds.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  plugins: [
    linguiCatalogsPlugin(),
    react(),
    firstLoadSplashPlugin(parseLoaderMs(loadEnv(mode, process.cwd(), 'VITE_').VITE_LOADER_MS)),
    inlineStylesheetPlugin(),
    // .br and .gz beside each text asset, served by Accept-Encoding (server/src/static-files.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json|txt|woff)$/,
      threshold: 1024,
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Everything the first page needs before any lazy chunk (what the entry imports, and what
        // they import) is one file. Left to itself, Rolldown cuts it into many shared chunks
        // whenever a new lazy chunk shares a module with the entry (a lazy popup using Apollo
        // moved 55 kB of Apollo out of the entry): more requests, and each piece compresses worse.
        // Its dependencies are all initial too, so they need not be pulled in (which would bring
        // the toast machine, loaded on demand, along). docs/performance.md, "Bundle budget".
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
      '/uploads': apiServer,
      '/certificates': apiServer,
      '/receipts': apiServer,
      '/credit-notes': apiServer,
      // Links built on this origin (mail, certificates: SITE_URL in server/dev.env) open here, so
      // every path the server answers (SERVER_PATHS, server/src/static-files.ts) is proxied.
      '/credentials': apiServer,
      '/newsletter': apiServer,
      '/notifications': apiServer,
      '^/dev/': apiServer, // not /developers, a page of the site
    },
  },
}));
