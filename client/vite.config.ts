import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:4000';

// Vendor libraries needed by every page get their own long-lived chunks;
// pages are split by the lazy imports in src/AppRoutes.tsx.
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
  },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui)[\\/]/,
  },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|graphql|@wry|optimism|zen-observable|ts-invariant|apollo-upload-client|extract-files)[\\/]/,
  },
];

export default defineConfig({
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
    },
  },
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
