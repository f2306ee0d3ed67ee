/** Characters of the description shown under the course title (SPEC section 9). */
export const EXCERPT_LENGTH = 200;

const BLOCK_TAGS =
  'address,article,blockquote,br,dd,div,dl,dt,figcaption,figure,h1,h2,h3,h4,h5,h6,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * The text of an HTML fragment. It is parsed into an inert document (DOMParser runs no
 * scripts and loads nothing); block elements are kept apart by a space, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll('script,style,template,noscript,iframe').forEach((el) => el.remove());
  doc.body.querySelectorAll(BLOCK_TAGS).forEach((el) => el.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `length` characters of the description as plain text, with '...' when cut. */
export function descriptionExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
