/** Jest for the client: SWC transform, jsdom, Testing Library. */
module.exports = {
  testEnvironment: 'jsdom',
  // npm test runs these beside the server's and the browser's lanes on a 2-core machine, where a
  // long typing test took 20 s in CI: a slow test is not a failing one.
  testTimeout: 60_000,
  // Jest's default on 2 cores is one worker; these tests are CPU-bound jsdom work: use both.
  maxWorkers: 2,
  // ../shared: the rules both workspaces compile (e.g. what a lecture link may be).
  roots: ['<rootDir>/src', '<rootDir>/../shared'],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: {
    // The message catalogs (client/src/locales), compiled as the build compiles them.
    '[/\\\\]src[/\\\\]locales[/\\\\].+\\.json$': '<rootDir>/src/test/catalogTransform.cjs',
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic' },
            // Vite replaces import.meta.env at build time; do the same for tests.
            optimizer: { globals: { vars: { 'import.meta.env.VITE_LOADER_MS': '"0"' } } },
          },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/fileStub.cjs',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/test/fileStub.cjs',
  },
};
