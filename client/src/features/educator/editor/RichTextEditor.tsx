import { Box } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { createEditorExtensions } from './editorExtensions';
import { editorContentCss } from './editorContentCss';
import { EditorToolbar } from './EditorToolbar';
import { readToolbarState } from './toolbarState';

export interface RichTextEditorProps {
  /** Id of the visible label that names the editing area. */
  labelId: string;
  /** HTML the editor starts with (read once; remount the editor to start over). */
  initialHtml?: string;
  /** The current HTML, or '' when the editor is empty. */
  onChange: (html: string) => void;
}

/**
 * The course description editor (TipTap). Kept in its own lazily loaded chunk: only the
 * educator's course forms import it.
 */
export default function RichTextEditor({
  labelId,
  initialHtml = '',
  onChange,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: createEditorExtensions(),
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => readToolbarState(current),
  });

  return (
    <Box
      borderWidth="1px"
      rounded="md"
      bg="bg"
      _focusWithin={{ borderColor: 'brand.focusRing' }}
      css={editorContentCss}
    >
      <EditorToolbar editor={editor} state={state} />
      <EditorContent editor={editor} />
    </Box>
  );
}
