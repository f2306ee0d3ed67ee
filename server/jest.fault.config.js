/** Fault suite: the real app on its own PostgreSQL, which the tests crash, restart and freeze. */
module.exports = {
  rootDir: '.',
  testMatch: ['<rootDir>/test/faults/**/*.fault.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest'],
    // As jest.config.js: the ESM-only tus packages compiled to CommonJS.
    '/node_modules/(@tus|srvx)/.+\\.m?js$': [
      '@swc/jest',
      { module: { type: 'commonjs' }, jsc: { target: 'es2022' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@tus|srvx)/)'],
  testEnvironment: 'node',
  testTimeout: 60000,
};
