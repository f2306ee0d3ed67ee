import { Button, Field, HStack, IconButton, Input, Popover, Portal } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { LuLink } from 'react-icons/lu';
import { applyLink, removeLink } from './applyLink';
import { useT } from '../courseEditor.i18n';

interface LinkToolProps {
  editor: Editor;
  active: boolean;
  href: string;
}

/**
 * The link tool: a URL, an email or a YouTube/Vimeo link, or (left empty) the selected text.
 * The input is not inside a form of its own: Enter applies the link instead of submitting the
 * course form around the editor.
 */
export function LinkTool({ editor, active, href }: LinkToolProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // After a link is applied focus goes back into the text; after Escape, to the Link button.
  const applied = useRef(false);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      applied.current = false;
      setValue(href);
      setError('');
    }
  };
  const apply = () => {
    if (applyLink(editor, value)) {
      applied.current = true;
      setOpen(false);
    } else setError(t('courseEditor.editor.linkInvalid'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => openChange(details.open)}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => (applied.current ? editor.view.dom : null)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          type="button"
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'brand' : 'gray'}
          aria-label={t('courseEditor.editor.link')}
          aria-pressed={active}
          title={t('courseEditor.editor.link')}
        >
          <LuLink />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '18rem', sm: 'sm' }}>
            <Popover.Body p="3">
              <Field.Root invalid={error !== ''}>
                <Field.Label>{t('courseEditor.editor.linkLabel')}</Field.Label>
                <Input
                  ref={inputRef}
                  size="sm"
                  value={value}
                  placeholder={t('courseEditor.editor.linkPlaceholder')}
                  onChange={(event) => setValue(event.target.value)}
                  onKeyDown={onKeyDown}
                />
                <Field.HelperText>{t('courseEditor.editor.linkHelp')}</Field.HelperText>
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <HStack mt="3" gap="2" justify="flex-end">
                {active && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      removeLink(editor);
                      applied.current = true;
                      setOpen(false);
                    }}
                  >
                    {t('courseEditor.editor.removeLink')}
                  </Button>
                )}
                <Button type="button" size="sm" colorPalette="brand" onClick={apply}>
                  {t('courseEditor.editor.applyLink')}
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
