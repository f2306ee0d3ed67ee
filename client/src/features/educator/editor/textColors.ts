import type { CourseEditorId } from '../courseEditor.i18n';

/**
 * The 35 text colours of the description editor, in rows of seven (base, light, soft, dark,
 * deep). These hex values are content the author picks, not theme colours.
 */
export interface TextColor {
  /** The catalog message that names it. */
  name: CourseEditorId;
  value: string;
}

export const TEXT_COLOR_COLUMNS = 7;

export const TEXT_COLORS: readonly TextColor[] = [
  { name: 'courseEditor.colour.black', value: '#000000' },
  { name: 'courseEditor.colour.red', value: '#e60000' },
  { name: 'courseEditor.colour.orange', value: '#ff9900' },
  { name: 'courseEditor.colour.yellow', value: '#ffff00' },
  { name: 'courseEditor.colour.green', value: '#008a00' },
  { name: 'courseEditor.colour.blue', value: '#0066cc' },
  { name: 'courseEditor.colour.purple', value: '#9933ff' },
  { name: 'courseEditor.colour.white', value: '#ffffff' },
  { name: 'courseEditor.colour.lightRed', value: '#facccc' },
  { name: 'courseEditor.colour.lightOrange', value: '#ffebcc' },
  { name: 'courseEditor.colour.lightYellow', value: '#ffffcc' },
  { name: 'courseEditor.colour.lightGreen', value: '#cce8cc' },
  { name: 'courseEditor.colour.lightBlue', value: '#cce0f5' },
  { name: 'courseEditor.colour.lightPurple', value: '#ebd6ff' },
  { name: 'courseEditor.colour.lightGrey', value: '#bbbbbb' },
  { name: 'courseEditor.colour.softRed', value: '#f06666' },
  { name: 'courseEditor.colour.softOrange', value: '#ffc266' },
  { name: 'courseEditor.colour.softYellow', value: '#ffff66' },
  { name: 'courseEditor.colour.softGreen', value: '#66b966' },
  { name: 'courseEditor.colour.softBlue', value: '#66a3e0' },
  { name: 'courseEditor.colour.softPurple', value: '#c285ff' },
  { name: 'courseEditor.colour.grey', value: '#888888' },
  { name: 'courseEditor.colour.darkRed', value: '#a10000' },
  { name: 'courseEditor.colour.darkOrange', value: '#b26b00' },
  { name: 'courseEditor.colour.darkYellow', value: '#b2b200' },
  { name: 'courseEditor.colour.darkGreen', value: '#006100' },
  { name: 'courseEditor.colour.darkBlue', value: '#0047b2' },
  { name: 'courseEditor.colour.darkPurple', value: '#6b24b2' },
  { name: 'courseEditor.colour.darkGrey', value: '#444444' },
  { name: 'courseEditor.colour.deepRed', value: '#5c0000' },
  { name: 'courseEditor.colour.deepOrange', value: '#663d00' },
  { name: 'courseEditor.colour.deepYellow', value: '#666600' },
  { name: 'courseEditor.colour.deepGreen', value: '#003700' },
  { name: 'courseEditor.colour.deepBlue', value: '#002966' },
  { name: 'courseEditor.colour.deepPurple', value: '#3d1466' },
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
