import type { Plugin } from 'vite';

/**
 * Puts the app's entry stylesheet (the Poppins @font-face rules, under 1 kB compressed) into
 * index.html as a <style>: a <link> would hold the first paint (the splash) for one more round
 * trip, queued behind the JavaScript the page preloads. The server's policy allows inline styles.
 */
export function inlineStylesheetPlugin(): Plugin {
  return {
    name: 'brandcraft:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
