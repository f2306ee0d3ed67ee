const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Breaks a title into lines of at most `width` characters, on word boundaries. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A 16:9 course thumbnail drawn locally: a gradient, soft shapes, the title and a tag. */
export function thumbnailSvg(title: string, tag: string, [from, to]: [string, string]): string {
  const lines = wrap(title, 22);
  const top = 360 - (lines.length - 1) * 42;
  const text = lines
    .map(
      (l, i) =>
        `<text x="96" y="${top + i * 84}" font-size="68" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1120" cy="120" r="220" fill="#fff" opacity=".08"/><circle cx="1040" cy="640" r="160" fill="#fff" opacity=".06"/>
<rect x="96" y="120" rx="24" width="${tag.length * 22 + 64}" height="56" fill="#fff" opacity=".18"/>
<text x="128" y="158" font-size="30" font-weight="600" fill="#fff" letter-spacing="2">${escapeXml(tag.toUpperCase())}</text>
<g font-family="Poppins, Arial, sans-serif">${text}</g>
<text x="96" y="640" font-family="Poppins, Arial, sans-serif" font-size="30" fill="#fff" opacity=".85">BrandCraft Academy</text>
</svg>`;
}
