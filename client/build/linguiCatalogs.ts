import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** client/src/locales/<lang>/<ns>.json: the message catalogs. */
export const CATALOG_FILE = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/**
 * A catalog's ICU messages ('{count, plural, one {# lecture} other {# lectures}}') compiled to
 * Lingui's runtime form, so the browser ships no message parser. Plain JSON in, plain JSON out.
 */
export function compileCatalog(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
  );
  return JSON.stringify(compiled);
}

/** Compiles each catalog as it is imported; Vite's JSON plugin then makes it a module. */
export function linguiCatalogsPlugin(): Plugin {
  return {
    name: 'brandcraft:lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0])) return null;
      return { code: compileCatalog(code), map: null };
    },
  };
}
