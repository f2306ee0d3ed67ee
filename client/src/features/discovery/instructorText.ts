/** Plain-text helpers of the instructor page. */

/** A bio's paragraphs: split at blank lines, trimmed, empty ones dropped. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Only absolute http(s) links are shown (the server allows no other; this never trusts it). */
export function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a link reads as: its host and path, without "www." or a trailing slash. */
export function linkLabel(link: string): string {
  const url = new URL(link);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
}

/** An average rating with one decimal: 4.56 -> "4.6", 0 -> "0.0". */
export function formatAverage(rating: number): string {
  return rating.toFixed(1);
}
