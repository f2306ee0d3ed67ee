import { Flex, Separator } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import {
  LuBold,
  LuHeading1,
  LuHeading2,
  LuHeading3,
  LuItalic,
  LuList,
  LuListOrdered,
  LuRemoveFormatting,
  LuUnderline,
} from 'react-icons/lu';
import { ColorPicker } from './ColorPicker';
import { FONT_FAMILIES, FONT_SIZES, type HeadingLevel } from './fontOptions';
import { FontSelect } from './FontSelect';
import { LinkTool } from './LinkTool';
import { ToolbarButton } from './ToolbarButton';
import type { ToolbarState } from './toolbarState';
import { useT } from '../courseEditor.i18n';

const HEADING_ICONS: Record<HeadingLevel, typeof LuHeading1> = {
  1: LuHeading1,
  2: LuHeading2,
  3: LuHeading3,
};

const Divider = () => <Separator orientation="vertical" h="6" mx="1" hideBelow="sm" />;

/** The description editor's toolbar; every control is named and reachable with Tab. */
export function EditorToolbar({ editor, state }: { editor: Editor; state: ToolbarState }) {
  const t = useT();
  const run = () => editor.chain().focus();
  return (
    <Flex
      role="toolbar"
      aria-label={t('courseEditor.editor.toolbar')}
      wrap="wrap"
      align="center"
      gap="1"
      p="2"
      bg="bg.subtle"
      borderBottomWidth="1px"
      roundedTop="md"
    >
      {([1, 2, 3] as const).map((level) => {
        const Icon = HEADING_ICONS[level];
        return (
          <ToolbarButton
            key={level}
            label={t('courseEditor.editor.heading', { level })}
            active={state.heading === level}
            onClick={() => run().toggleHeading({ level }).run()}
          >
            <Icon />
          </ToolbarButton>
        );
      })}
      <Divider />
      <ToolbarButton
        label={t('courseEditor.editor.bold')}
        active={state.bold}
        onClick={() => run().toggleBold().run()}
      >
        <LuBold />
      </ToolbarButton>
      <ToolbarButton
        label={t('courseEditor.editor.italic')}
        active={state.italic}
        onClick={() => run().toggleItalic().run()}
      >
        <LuItalic />
      </ToolbarButton>
      <ToolbarButton
        label={t('courseEditor.editor.underline')}
        active={state.underline}
        onClick={() => run().toggleUnderline().run()}
      >
        <LuUnderline />
      </ToolbarButton>
      <Divider />
      <ToolbarButton
        label={t('courseEditor.editor.bulletList')}
        active={state.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <LuList />
      </ToolbarButton>
      <ToolbarButton
        label={t('courseEditor.editor.numberedList')}
        active={state.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <LuListOrdered />
      </ToolbarButton>
      <Divider />
      <ColorPicker editor={editor} current={state.color} />
      <FontSelect
        label={t('courseEditor.editor.fontFamily')}
        options={FONT_FAMILIES}
        value={state.fontFamily}
        onChange={(value) =>
          void (value ? run().setFontFamily(value).run() : run().unsetFontFamily().run())
        }
      />
      <FontSelect
        label={t('courseEditor.editor.fontSize')}
        options={FONT_SIZES}
        value={state.fontSize}
        onChange={(value) =>
          void (value ? run().setFontSize(value).run() : run().unsetFontSize().run())
        }
      />
      <Divider />
      <LinkTool editor={editor} active={state.link} href={state.linkHref} />
      <ToolbarButton
        label={t('courseEditor.editor.clearFormatting')}
        onClick={() => run().unsetAllMarks().clearNodes().run()}
      >
        <LuRemoveFormatting />
      </ToolbarButton>
    </Flex>
  );
}
