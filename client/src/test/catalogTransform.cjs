/** Jest's copy of client/build/linguiCatalogs.ts: catalogs compiled as Vite compiles them. */
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = {
  process(source) {
    const messages = JSON.parse(source);
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
    );
    // Jest parses a .json module itself after transforming it: JSON in, JSON out.
    return { code: JSON.stringify(compiled) };
  },
};
