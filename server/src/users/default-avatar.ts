import { createHash } from 'node:crypto';

const BACKGROUNDS = [
  '#4f46e5',
  '#0891b2',
  '#db2777',
  '#ea580c',
  '#16a34a',
  '#7c3aed',
  '#0d9488',
  '#c026d3',
];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...word][0]?.toUpperCase() ?? '').join('') || '?';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** An initials avatar as an SVG data URL: works offline, needs no storage, stable per email. */
export function defaultAvatar(name: string, email: string): string {
  const hash = createHash('sha256').update(email).digest();
  const background = BACKGROUNDS[hash[0] % BACKGROUNDS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${background}"/>` +
    `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Poppins,Arial,sans-serif" font-size="38" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
