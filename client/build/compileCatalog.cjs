/**
 * A catalog's ICU messages ('{count, plural, one {# lecture} other {# lectures}}') compiled to
 * Lingui's runtime form, so the browser ships no message parser; a message without placeholders
 * stays a plain string, which Lingui takes as it is. Plain JSON in, plain JSON out. Used by the
 * build (linguiCatalogs.ts) and by Jest (src/test/catalogTransform.cjs).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, for Jest's transform
const { compileMessage } = require('@lingui/message-utils/compileMessage');

function plainOrCompiled(message) {
  const compiled = compileMessage(message);
  return Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string'
    ? compiled[0]
    : compiled;
}

/** @param {string} source @returns {string} */
function compileCatalog(source) {
  const messages = JSON.parse(source);
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, plainOrCompiled(m)])),
  );
}

module.exports = { compileCatalog };
