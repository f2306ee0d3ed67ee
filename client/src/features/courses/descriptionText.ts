/** Characters of the description shown under the course title (SPEC section 9). */
export const EXCERPT_LENGTH = 200;

/** Elements whose text stands apart from what comes before and after it. */
const BLOCK_TAGS = new Set(
  'address,article,aside,blockquote,br,dd,details,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,main,nav,ol,p,pre,section,summary,table,tbody,td,tfoot,th,thead,tr,ul'.split(
    ',',
  ),
);

/** Elements whose content is never text a reader sees. */
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);

/**
 * The text of an HTML fragment. It is parsed into an inert document (DOMParser runs no scripts and
 * loads nothing) and walked: the text of block elements (headings, paragraphs, list items, line
 * breaks, ...) is kept apart from its neighbours by a space, so "<h2>Intro</h2><p>Learn</p>" reads
 * "Intro Learn", not "IntroLearn"; whitespace is collapsed.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.nodeValue ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).localName;
    if (SKIPPED_TAGS.has(tag)) return;
    const block = BLOCK_TAGS.has(tag);
    if (block) parts.push(' ');
    node.childNodes.forEach(visit);
    if (block) parts.push(' ');
  };
  doc.body.childNodes.forEach(visit);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The description as plain text, at most `length` characters: whole when it fits, else cut at the
 * end of the last whole word that fits with "…" after it (a single word longer than half the room
 * is cut inside it rather than leaving almost nothing).
 */
export function descriptionExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= length) return text;
  const room = length - 1; // for the "…"
  let cut = text.slice(0, room);
  if (/\S/.test(text[room])) {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace >= room / 2) cut = cut.slice(0, lastSpace);
  }
  // No dangling comma, colon or dash before the ellipsis.
  return `${cut.replace(/[\s,;:\-–—]+$/u, '')}…`;
}
