import type { CommandProps, Editor } from '@tiptap/core';
import { Selection, TextSelection } from '@tiptap/pm/state';
import { resolveLinkTarget } from './linkTarget';

/** Collapses the selection to its end: the cursor lands right after the new link. */
const cursorAfterLink = ({ tr, dispatch }: CommandProps) => {
  const end = tr.doc.resolve(tr.selection.to);
  const cursor = end.parent.inlineContent
    ? TextSelection.create(tr.doc, end.pos)
    : Selection.findFrom(end, -1, true);
  if (dispatch && cursor) tr.setSelection(cursor);
  return true;
};

/**
 * Moves the cursor past a new embed, so typing goes on after it (and a second embed does not
 * replace the first). After an embed at the very end, a paragraph is added to type in.
 */
const cursorAfterEmbed = ({ tr, state, dispatch }: CommandProps) => {
  if (!dispatch) return true;
  const end = tr.selection.to;
  const next = Selection.findFrom(tr.doc.resolve(end), 1, true);
  if (next) {
    tr.setSelection(next);
  } else {
    tr.insert(end, state.schema.nodes.paragraph.create());
    tr.setSelection(TextSelection.create(tr.doc, end + 1));
  }
  return true;
};

/**
 * The link tool: uses the typed input, or else the selected text. Emails become mailto links,
 * YouTube and Vimeo links become embeds (replacing the selection), other web addresses links.
 * With nothing selected the link text is inserted. The cursor ends up after the new link or
 * embed. Returns false when nothing usable was given.
 */
export function applyLink(editor: Editor, input: string): boolean {
  const { from, to, empty } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, ' ');
  const target = resolveLinkTarget(input.trim() || selected);
  if (!target) return false;
  const chain = editor.chain().focus();
  switch (target.kind) {
    case 'youtube':
      return chain.setYoutubeVideo({ src: target.embedUrl }).command(cursorAfterEmbed).run();
    case 'vimeo':
      return chain.setVimeoVideo({ src: target.embedUrl }).command(cursorAfterEmbed).run();
    case 'mailto':
    case 'link':
      if (empty) {
        return chain
          .insertContent({
            type: 'text',
            text: target.text,
            marks: [{ type: 'link', attrs: { href: target.href } }],
          })
          .run();
      }
      return chain
        .extendMarkRange('link')
        .setLink({ href: target.href })
        .command(cursorAfterLink)
        .run();
  }
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}
