import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Loaded at run time, not bundled with the config: Jest's transform shares the file.
const { compileCatalog } = createRequire(import.meta.url)('./compileCatalog.cjs') as {
  compileCatalog: (source: string) => string;
};

/** client/src/locales/<lang>/<ns>.json: the message catalogs. */
export const CATALOG_FILE = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

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
