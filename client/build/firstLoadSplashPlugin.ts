import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { firstLoadScript } from '../src/components/firstLoadSplash';

/** The splash's Hindi, from the components catalog. */
function splashHindi() {
  const catalog = JSON.parse(
    readFileSync(new URL('../src/locales/hi/components.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  return {
    label: catalog['components.loadingBrandCraft'],
    text: catalog['components.classroomReady'],
  };
}

/**
 * Puts the first-load script (src/components/firstLoadSplash.ts) in <head> as a small classic
 * script, so the splash of index.html is decided before the first paint. A file, not inline: the
 * server's Content-Security-Policy allows scripts from 'self' only. Its name carries a hash of its
 * content, so a repeat visit takes it from the HTTP cache (assets/ are served immutable).
 */
export function firstLoadSplashPlugin(loaderMs: number): Plugin {
  const source = firstLoadScript(loaderMs, splashHindi());
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/first-load-${hash}.js`;
  let building = false;
  return {
    name: 'brandcraft:first-load-splash',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source);
      });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' },
    ],
  };
}
