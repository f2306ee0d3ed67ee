import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LimitedTextarea, postable } from '../../components/LimitedTextarea';
import { useT } from './i18n';

interface Props {
  label: string;
  submitLabel: string;
  max: number;
  saving: boolean;
  /** For a question: "At 2:13" ticked by default; unticked, the question has no second. */
  anchorLabel?: string;
  /** Resolves to whether it was posted: the form then clears or closes. */
  onPost: (body: string, anchored: boolean) => Promise<boolean>;
  onCancel?: () => void;
}

/** A question's or an answer's text with a character counter (Escape cancels). */
export function PostForm({
  label,
  submitLabel,
  max,
  saving,
  anchorLabel,
  onPost,
  onCancel,
}: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [anchored, setAnchored] = useState(true);
  const ready = postable(text, max);

  async function post(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (await onPost(text, anchored)) setText('');
  }

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => void post(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel?.();
      }}
    >
      <LimitedTextarea
        label={label}
        value={text}
        onChange={setText}
        max={max}
        autoFocus={onCancel !== undefined}
      />
      {anchorLabel && (
        <Checkbox.Root
          checked={anchored}
          onCheckedChange={(e) => setAnchored(e.checked === true)}
          size="sm"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{anchorLabel}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={saving} disabled={!ready}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('community.cancel')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
