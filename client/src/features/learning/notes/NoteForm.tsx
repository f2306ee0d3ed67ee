import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH } from '../../../../../shared/lecture-note';
import { formatCount } from '../../../lib/format';

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
          placeholder="What do you want to remember here?"
        />
        <Field.HelperText>
          {formatCount(text.length)} / {formatCount(NOTE_MAX_LENGTH)} characters
        </Field.HelperText>
        <Field.ErrorText>Note must be at most {NOTE_MAX_LENGTH} characters</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={saving}
          disabled={tooLong || blank}
        >
          Save note
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
