import type { Editor } from '@tiptap/core';
import { HEADING_LEVELS, type HeadingLevel } from './fontOptions';

export interface ToolbarState {
  heading: HeadingLevel | null;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  linkHref: string;
  color: string;
  fontFamily: string;
  fontSize: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the toolbar shows as active at the current selection. */
export function readToolbarState(editor: Editor): ToolbarState {
  const style = editor.getAttributes('textStyle');
  return {
    heading: HEADING_LEVELS.find((level) => editor.isActive('heading', { level })) ?? null,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    linkHref: text(editor.getAttributes('link').href),
    color: text(style.color),
    fontFamily: text(style.fontFamily),
    fontSize: text(style.fontSize),
  };
}
