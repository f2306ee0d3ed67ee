import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:4000';

export default defineConfig(({ command }) => ({
  // Apollo Client's development-only checks and messages are left out of production builds.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  plugins: [
    react(),
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
  server: {
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
      '/uploads': apiServer,
      '/certificates': apiServer,
    },
  },
}));
