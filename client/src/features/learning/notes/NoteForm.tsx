import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH } from '../../../../../shared/lecture-note';
import { formatCount } from '../../../lib/format';
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
  const tooLong = text.length > NOTE_MAX_LENGTH;
  const blank = text.trim() === '';

  async function save(event: FormEvent) {
    event.preventDefault();
    if (tooLong || blank) return;
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
      <Field.Root invalid={tooLong}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          autoresize
          maxH="60"
          autoFocus
          placeholder={t('learning.notePlaceholder')}
        />
        <Field.HelperText>
          {t('learning.characterCount', {
            count: formatCount(text.length),
            max: formatCount(NOTE_MAX_LENGTH),
          })}
        </Field.HelperText>
        <Field.ErrorText>{t('learning.noteTooLong', { max: NOTE_MAX_LENGTH })}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={saving}
          disabled={tooLong || blank}
        >
          {t('learning.saveNote')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('learning.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
