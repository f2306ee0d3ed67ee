import { Box, Button, IconButton, Popover, Portal } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useRef, useState } from 'react';
import { LuBaseline } from 'react-icons/lu';
import { ColorSwatches } from './ColorSwatches';
import { useT } from '../courseEditor.i18n';

/** Text colour: a toolbar button opening a popover with the palette and a reset. */
export function ColorPicker({ editor, current }: { editor: Editor; current: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // After a pick focus goes back into the text; after Escape, to the colour button.
  const picked = useRef(false);
  const pick = (value: string) => {
    picked.current = true;
    const chain = editor.chain().focus();
    if (value) chain.setColor(value).run();
    else chain.unsetColor().run();
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) picked.current = false;
        setOpen(details.open);
      }}
      finalFocusEl={() => (picked.current ? editor.view.dom : null)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          type="button"
          size="sm"
          variant="ghost"
          colorPalette="gray"
          aria-label={t('courseEditor.editor.textColour')}
          title={t('courseEditor.editor.textColour')}
          position="relative"
        >
          <LuBaseline />
          <Box
            aria-hidden
            position="absolute"
            bottom="1"
            insetX="2"
            h="1"
            rounded="full"
            bg={current ? undefined : 'fg'}
            style={current ? { backgroundColor: current } : undefined}
          />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto">
            <Popover.Body p="3">
              <Popover.Title fontSize="sm" fontWeight="medium" mb="2">
                {t('courseEditor.editor.textColour')}
              </Popover.Title>
              <ColorSwatches current={current} onPick={pick} />
              <Button type="button" size="xs" variant="outline" mt="3" onClick={() => pick('')}>
                {t('courseEditor.editor.defaultColour')}
              </Button>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
