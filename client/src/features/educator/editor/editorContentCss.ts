import type { SystemStyleObject } from '@chakra-ui/react';

/** Styles for the editable description: the reset removes list markers and heading sizes. */
export const editorContentCss: SystemStyleObject = {
  '& .tiptap': {
    minH: '48',
    px: '4',
    py: '3',
    outline: 'none',
    lineHeight: 'tall',
    overflowWrap: 'anywhere',
  },
  '& .tiptap > * + *': { mt: '3' },
  '& .tiptap h1': { fontSize: '2xl', fontWeight: 'bold', lineHeight: 'short' },
  '& .tiptap h2': { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'short' },
  '& .tiptap h3': { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'short' },
  '& .tiptap ul': { listStyleType: 'disc', ps: '6' },
  '& .tiptap ol': { listStyleType: 'decimal', ps: '6' },
  '& .tiptap blockquote': { borderStartWidth: '3px', ps: '3', color: 'fg.muted' },
  '& .tiptap a': { color: 'brand.fg', textDecoration: 'underline' },
  '& .tiptap iframe': {
    display: 'block',
    w: 'full',
    maxW: 'xl',
    h: 'auto',
    aspectRatio: '16 / 9',
    border: '0',
    rounded: 'md',
    // Visible as a box while the player loads (or when it cannot be reached).
    bg: 'bg.muted',
  },
  '& .tiptap .ProseMirror-selectednode': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
  },
};
