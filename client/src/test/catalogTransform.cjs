/** Jest compiles the catalogs as the build does (client/build/compileCatalog.cjs). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a Jest transform is CommonJS
const { compileCatalog } = require('../../build/compileCatalog.cjs');

module.exports = {
  // Jest parses a .json module itself after transforming it: JSON in, JSON out.
  process: (source) => ({ code: compileCatalog(source) }),
};
