/** Fault suite: the real app on its own PostgreSQL, which the tests crash, restart and freeze. */
module.exports = {
  rootDir: '.',
  testMatch: ['<rootDir>/test/faults/**/*.fault.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testEnvironment: 'node',
  testTimeout: 60000,
};
