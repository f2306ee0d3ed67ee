/** Font families and sizes the editor offers; the server's allow-list accepts exactly these. */

export interface FontOption {
  label: string;
  /** CSS value; '' means the default (the style is removed). */
  value: string;
}

export const FONT_FAMILIES: readonly FontOption[] = [
  { label: 'Default font', value: '' },
  { label: 'Serif', value: 'serif' },
  { label: 'Monospace', value: 'monospace' },
];

export const FONT_SIZES: readonly FontOption[] = [
  { label: 'Small', value: '0.75em' },
  { label: 'Normal', value: '' },
  { label: 'Large', value: '1.5em' },
  { label: 'Huge', value: '2.5em' },
];

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
