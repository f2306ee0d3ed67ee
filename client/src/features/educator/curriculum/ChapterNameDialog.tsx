import { Button, chakra, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useT } from '../courseEditor.i18n';

interface ChapterNameDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the trimmed name; a blank entry is not reported. */
  onSubmit: (name: string) => void;
  /** Renaming: the chapter's current name, prefilled; the title becomes 'Rename Chapter:'. */
  initialName?: string;
}

/** The 'Enter Chapter Name:' prompt. Submitting it empty closes it and adds (or renames) nothing. */
export function ChapterNameDialog({
  open,
  onClose,
  onSubmit,
  initialName,
}: ChapterNameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName ?? '');

  const close = () => {
    setName(initialName ?? '');
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles submit to the course form around it.
    event.stopPropagation();
    if (name.trim()) onSubmit(name.trim());
    close();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      lazyMount
      unmountOnExit
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t(
                  initialName === undefined
                    ? 'courseEditor.chapter.nameTitle'
                    : 'courseEditor.chapter.renameTitle',
                )}
              </Dialog.Title>
            </Dialog.Header>
            <chakra.form display="contents" onSubmit={submit} noValidate>
              <Dialog.Body>
                <Field.Root>
                  <Field.Label>{t('courseEditor.chapter.name')}</Field.Label>
                  <Input
                    value={name}
                    maxLength={200}
                    autoComplete="off"
                    onChange={(event) => setName(event.target.value)}
                  />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close}>
                  {t('courseEditor.dialog.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand">
                  {t('courseEditor.dialog.ok')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('courseEditor.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
