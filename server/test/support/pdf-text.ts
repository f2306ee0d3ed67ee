import { inflateSync } from 'node:zlib';

/** The objects of a pdfkit PDF by number: their dictionary text and their stream, inflated. */
function objects(pdf: Buffer): Map<string, { dict: string; stream: string | null }> {
  const found = new Map<string, { dict: string; stream: string | null }>();
  const text = pdf.toString('latin1');
  for (const [, id, body] of text.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      found.set(id, { dict: body, stream: null });
      continue;
    }
    const raw = Buffer.from(body.slice(at + 8, body.lastIndexOf('\nendstream')), 'latin1');
    const dict = body.slice(0, at);
    found.set(id, {
      dict,
      stream: (dict.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'),
    });
  }
  return found;
}

/** A font's ToUnicode map (pdfkit writes `<first> <last> [<unicode> ...]` ranges). */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first, entries] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let code = parseInt(first, 16);
    for (const [, hex] of entries.matchAll(/<([0-9a-f ]+)>/gi)) {
      const units = hex.match(/[0-9a-f]{4}/gi)!.map((unit) => parseInt(unit, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  return map;
}

/**
 * The text a pdfkit PDF draws, page by page, one line per text object (a row's left and right
 * cells come out as two lines), decoded through each font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string[] {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of all.values())
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmap = all.get(ref(all.get(id)?.dict ?? '', 'ToUnicode') ?? '')?.stream;
      if (cmap) fonts.set(name, unicodeMap(cmap));
    }
  const pages = [...all.values()].find((o) => o.dict.includes('/Type /Pages'))!.dict;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pages)![1].matchAll(/(\d+) 0 R/g)].map((m) => m[1]);
  const lines: string[] = [];
  for (const page of kids) {
    const content = all.get(ref(all.get(page)!.dict, 'Contents')!)!.stream!;
    for (const [, block] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      let font = new Map<number, string>();
      let line = '';
      for (const [, name, shown] of block.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (name) font = fonts.get(name) ?? new Map();
        else
          for (const [, hex] of shown.matchAll(/<([0-9a-f]*)>/gi))
            for (const code of hex.match(/[0-9a-f]{4}/gi) ?? [])
              line += font.get(parseInt(code, 16)) ?? '\uFFFD';
      }
      lines.push(line);
    }
  }
  return lines;
}
