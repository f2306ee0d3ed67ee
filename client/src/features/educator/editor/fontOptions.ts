import type { CourseEditorId } from '../courseEditor.i18n';

/** Font families and sizes the editor offers; the server's allow-list accepts exactly these. */

export interface FontOption {
  /** The catalog message that names it. */
  labelId: CourseEditorId;
  /** CSS value; '' means the default (the style is removed). */
  value: string;
}

export const FONT_FAMILIES: readonly FontOption[] = [
  { labelId: 'courseEditor.editor.fontDefault', value: '' },
  { labelId: 'courseEditor.editor.fontSerif', value: 'serif' },
  { labelId: 'courseEditor.editor.fontMonospace', value: 'monospace' },
];

export const FONT_SIZES: readonly FontOption[] = [
  { labelId: 'courseEditor.editor.sizeSmall', value: '0.75em' },
  { labelId: 'courseEditor.editor.sizeNormal', value: '' },
  { labelId: 'courseEditor.editor.sizeLarge', value: '1.5em' },
  { labelId: 'courseEditor.editor.sizeHuge', value: '2.5em' },
];

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
