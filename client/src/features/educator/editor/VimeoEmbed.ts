import { mergeAttributes, Node } from '@tiptap/core';
import { t } from '../courseEditor.i18n';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    vimeo: {
      /** Inserts a Vimeo player; `src` must be a https://player.vimeo.com/video/ID link. */
      setVimeoVideo: (options: { src: string }) => ReturnType;
    };
  }
}

const PLAYER_URL = /^https:\/\/player\.vimeo\.com\/video\/\d+(\?h=[\da-f]+)?$/i;

export const isVimeoPlayerUrl = (src: unknown): src is string =>
  typeof src === 'string' && PLAYER_URL.test(src);

/** A Vimeo player iframe, stored as `<div data-vimeo-video><iframe src=...></iframe></div>`. */
export const VimeoEmbed = Node.create({
  name: 'vimeo',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => {
          const src = element.getAttribute('src');
          return isVimeoPlayerUrl(src) ? src : null;
        },
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-vimeo-video] iframe' }];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      { 'data-vimeo-video': '' },
      [
        'iframe',
        mergeAttributes(HTMLAttributes, {
          width: 640,
          height: 360,
          frameborder: 0,
          allow: 'autoplay; fullscreen; picture-in-picture',
          allowfullscreen: 'true',
          // Written into the description in the educator's language.
          title: t('courseEditor.editor.vimeoPlayer'),
        }),
      ],
    ];
  },

  addCommands() {
    return {
      setVimeoVideo:
        ({ src }) =>
        ({ commands }) =>
          isVimeoPlayerUrl(src) && commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
