/** Plain-text helpers of the instructor page. */

/** A bio's paragraphs: split at blank lines, trimmed, empty ones dropped. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** What a link reads as: its host and path, without "www." or a trailing slash. */
export function linkLabel(link: string): string {
  const url = new URL(link);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
}
