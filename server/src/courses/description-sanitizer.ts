import sanitizeHtml from 'sanitize-html';

const EMBED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

/**
 * The allow-list for course descriptions: what the rich-text editor produces (headings 1 to 3, bold,
 * italic, underline, lists, colours, the serif and monospace fonts, three sizes, links, mailto links,
 * YouTube and Vimeo embeds). Scripts, event handlers, `javascript:` links and other iframes are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'blockquote',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    div: ['data-youtube-video', 'data-vimeo-video'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
  },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'font-family': [/^(serif|monospace)$/],
      'font-size': [/^(0\.75em|1\.5em|2\.5em|small|large|x-large|xx-large)$/],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowedIframeHostnames: EMBED_HOSTS,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      if (href.startsWith('mailto:')) return { tagName, attribs: { href } };
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer nofollow' } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
