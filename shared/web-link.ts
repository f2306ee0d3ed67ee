/**
 * What counts as a web link, on both sides: an absolute http(s) URL. Profile links are shown to
 * every visitor as links, so the server refuses any other and the client shows no other.
 */
export function isWebLink(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A typed web address as a URL: `https://` is added to a bare host (`example.com/page`); null for
 * anything else (spaces, another scheme, a host without a dot but localhost).
 */
export function toWebUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (!isWebLink(withScheme)) return null;
  const url = new URL(withScheme);
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url;
}
