/** Integration tests: real PostgreSQL (DATABASE_URL, or embedded), real Nest app over HTTP. */
module.exports = {
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // ESM-only packages (tus), compiled to CommonJS like our own code: Jest's require cannot load ESM.
    '/node_modules/(@tus|srvx)/.+\\.m?js$': [
      '@swc/jest',
      { module: { type: 'commonjs' }, jsc: { target: 'es2022' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@tus|srvx)/)'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // One worker process (npm test runs another Jest lane beside it), started again when a file
  // leaves it above this much memory: every file boots the whole app, and what a finished file
  // still holds (pools, timers of libraries) is thrown away with the process instead of piling up
  // until the heap runs out (CI saw 4 GB).
  workerIdleMemoryLimit: '1GB',
};
