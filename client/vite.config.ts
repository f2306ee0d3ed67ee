import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
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
    // The manifest and the service worker (src/sw.ts); docs/client.md, "Installable and offline".
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false, // src/features/offline/pwaState.ts registers it after `load`
      manifest: {
        name: 'BrandCraft',
        short_name: 'BrandCraft',
        description: 'Learn digital marketing and personal branding from working mentors.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#5b3cc4', // brand.600 (src/theme.ts)
        background_color: '#f3f0ff', // brand.50, the first-load splash's
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/pwa-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The app shell: every chunk (lazy routes too), styles, the fonts (woff2: every browser
        // with service workers reads it), the favicon and touch icon; the plugin adds the manifest
        // and its icons. Not the hero videos.
        globPatterns: ['**/*.{js,css,html,woff2,svg}', 'apple-touch-icon.png'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
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
      // The call room's signalling WebSocket (before '/api', which does not upgrade).
      '/api/sessions/signal': { target: apiServer, ws: true },
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
