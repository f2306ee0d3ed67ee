import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Youtube from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';
import { HEADING_LEVELS } from './fontOptions';
import { VimeoEmbed } from './VimeoEmbed';

/**
 * What the description editor can produce, matching the server's allow-list: headings 1 to 3,
 * bold, italic, underline, lists, colours, serif/monospace, three sizes, links, YouTube and
 * Vimeo embeds. Code and rules are left out because the server would drop them.
 */
export function createEditorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    }),
    TextStyle,
    Color,
    FontFamily,
    FontSize,
    Youtube.configure({ nocookie: false, width: 640, height: 360, addPasteHandler: true }),
    VimeoEmbed,
  ];
}
