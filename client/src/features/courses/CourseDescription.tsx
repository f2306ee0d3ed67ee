import { Box } from '@chakra-ui/react';

/**
 * The course description as the server's sanitised HTML (SPEC: rich-text editor output),
 * in a prose box: headings, lists, links, quotes, images and responsive video iframes.
 */
export function CourseDescription({ html }: { html: string }) {
  return (
    <Box
      className="course-description"
      color="fg"
      lineHeight="tall"
      overflowWrap="anywhere"
      css={{
        '& > * + *': { marginTop: '3' },
        '& h1, & h2, & h3, & h4': {
          fontWeight: 'semibold',
          lineHeight: 'short',
          color: 'brand.900',
          marginTop: '6',
        },
        '& h1': { fontSize: '2xl' },
        '& h2': { fontSize: 'xl' },
        '& h3, & h4': { fontSize: 'lg' },
        '& ul, & ol': { paddingInlineStart: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '1' },
        '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& a:hover': { color: 'brand.solid' },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderColor: 'brand.muted',
          paddingInlineStart: '4',
          color: 'fg.muted',
        },
        '& pre, & code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', rounded: 'sm' },
        '& pre': { padding: '3', overflowX: 'auto' },
        '& code': { paddingInline: '1' },
        '& img': { maxWidth: '100%', height: 'auto', rounded: 'md' },
        '& iframe': {
          display: 'block',
          width: '100%',
          maxWidth: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          border: '0',
          rounded: 'md',
        },
      }}
      // The server sanitises course descriptions before they are stored and served.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
