/**
 * The 35 text colours of the description editor, in rows of seven (base, light, soft, dark,
 * deep). These hex values are content the author picks, not theme colours.
 */
export interface TextColor {
  name: string;
  value: string;
}

export const TEXT_COLOR_COLUMNS = 7;

export const TEXT_COLORS: readonly TextColor[] = [
  { name: 'Black', value: '#000000' },
  { name: 'Red', value: '#e60000' },
  { name: 'Orange', value: '#ff9900' },
  { name: 'Yellow', value: '#ffff00' },
  { name: 'Green', value: '#008a00' },
  { name: 'Blue', value: '#0066cc' },
  { name: 'Purple', value: '#9933ff' },
  { name: 'White', value: '#ffffff' },
  { name: 'Light red', value: '#facccc' },
  { name: 'Light orange', value: '#ffebcc' },
  { name: 'Light yellow', value: '#ffffcc' },
  { name: 'Light green', value: '#cce8cc' },
  { name: 'Light blue', value: '#cce0f5' },
  { name: 'Light purple', value: '#ebd6ff' },
  { name: 'Light grey', value: '#bbbbbb' },
  { name: 'Soft red', value: '#f06666' },
  { name: 'Soft orange', value: '#ffc266' },
  { name: 'Soft yellow', value: '#ffff66' },
  { name: 'Soft green', value: '#66b966' },
  { name: 'Soft blue', value: '#66a3e0' },
  { name: 'Soft purple', value: '#c285ff' },
  { name: 'Grey', value: '#888888' },
  { name: 'Dark red', value: '#a10000' },
  { name: 'Dark orange', value: '#b26b00' },
  { name: 'Dark yellow', value: '#b2b200' },
  { name: 'Dark green', value: '#006100' },
  { name: 'Dark blue', value: '#0047b2' },
  { name: 'Dark purple', value: '#6b24b2' },
  { name: 'Dark grey', value: '#444444' },
  { name: 'Deep red', value: '#5c0000' },
  { name: 'Deep orange', value: '#663d00' },
  { name: 'Deep yellow', value: '#666600' },
  { name: 'Deep green', value: '#003700' },
  { name: 'Deep blue', value: '#002966' },
  { name: 'Deep purple', value: '#3d1466' },
];

/** Browsers report colours as rgb(); compare any form with a palette hex value. */
export function sameColor(a: string | undefined, hex: string): boolean {
  if (!a) return false;
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(a.trim());
  const asHex = rgb
    ? `#${rgb
        .slice(1, 4)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`
    : a.trim().toLowerCase();
  return asHex === hex.toLowerCase();
}
