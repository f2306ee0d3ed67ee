import { inflateSync } from 'node:zlib';

/** The streams of a PDF, inflated where they are compressed. */
function streams(pdf: Buffer): string[] {
  const found: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('>>\nstream\n', at);
    if (start < 0) return found;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) return found;
    const bytes = pdf.subarray(start + '>>\nstream\n'.length, end);
    try {
      found.push(inflateSync(bytes).toString('latin1'));
    } catch {
      found.push(bytes.toString('latin1'));
    }
    at = end + '\nendstream'.length;
  }
}

/**
 * Every character the PDF's embedded fonts map to Unicode (their ToUnicode maps). The fonts are
 * subsets, so these are exactly the characters drawn with a real glyph.
 */
export function drawnCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const stream of streams(pdf).filter((s) => s.includes('beginbfrange'))) {
    for (const [, entries] of stream.matchAll(/\[([^\]]*)\]/g))
      for (const [, hex] of entries.matchAll(/<([0-9a-f ]+)>/gi)) {
        const units = hex.split(' ').map((unit) => parseInt(unit, 16));
        characters.add(String.fromCharCode(...units));
      }
  }
  return characters;
}

/** The page count from the page tree. */
export const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
