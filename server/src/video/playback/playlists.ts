/**
 * The stored HLS playlists rewritten for one viewer: every URI they name becomes a signed URL of
 * that viewer's (the transcode writes plain relative names, and `URI="key"` for the key).
 */

/** `uri` → its replacement, for a playlist's URI lines and its `URI="..."` attributes. */
function rewriteUris(playlist: string, replace: (uri: string, tag: string | null) => string) {
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#'))
        return line.replace(/URI="([^"]*)"/g, (_, uri: string) => {
          const tag = /^#([A-Z0-9-]+)/.exec(trimmed)?.[1] ?? null;
          return `URI="${replace(uri, tag)}"`;
        });
      return replace(trimmed, null);
    })
    .join('\n');
}

// Each part starts with a letter, digit or underscore: neither `..` nor a hidden name gets through.
const OWN_FILE = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

/** A relative name of the video's own folder: no scheme, no leading slash, no `..`. */
export const isOwnFile = (uri: string) => OWN_FILE.test(uri);

/** The master playlist: each variant playlist's URI signed (`sign(path)` answers the URL). */
export function masterFor(playlist: string, sign: (path: string) => string): string {
  return rewriteUris(playlist, (uri) => (isOwnFile(uri) ? sign(uri) : uri));
}

/**
 * A variant playlist of the rendition at `folder` ('240p'): the key's URI the signed key URL,
 * each segment's its public URL on S3 when there is one, else a signed URL here.
 */
export function variantFor(
  playlist: string,
  folder: string,
  urls: { key: string; segment: (path: string) => string },
): string {
  return rewriteUris(playlist, (uri, tag) => {
    if (tag === 'EXT-X-KEY') return urls.key;
    return isOwnFile(uri) ? urls.segment(`${folder}/${uri}`) : uri;
  });
}
