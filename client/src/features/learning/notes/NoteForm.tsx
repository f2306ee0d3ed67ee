import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH } from '../../../../../shared/lecture-note';
import { LimitedTextarea, postable } from '../../../components/LimitedTextarea';
import { useT } from '../i18n';

interface Props {
  /** The box's label, e.g. "Note at 1:35". */
  label: string;
  initial?: string;
  saving: boolean;
  /** Resolves to whether it was saved: the form then closes. */
  onSave: (body: string) => Promise<boolean>;
  onCancel: () => void;
}

/** A note's text, with a character counter, Save note and Cancel (Escape cancels too). */
export function NoteForm({ label, initial = '', saving, onSave, onCancel }: Props) {
  const t = useT();
  const [text, setText] = useState(initial);
  const ready = postable(text, NOTE_MAX_LENGTH);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    await onSave(text);
  }

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => void save(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <LimitedTextarea
        label={label}
        value={text}
        onChange={setText}
        max={NOTE_MAX_LENGTH}
        autoFocus
        placeholder={t('learning.notePlaceholder')}
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={saving} disabled={!ready}>
          {t('learning.saveNote')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('learning.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
