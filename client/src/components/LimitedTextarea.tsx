import { Field, Textarea } from '@chakra-ui/react';
import { formatCount } from '../lib/format';
import { useT } from './limitI18n';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes: the counter shows it, and beyond it the field is invalid. */
  max: number;
  /** Said under the counter's line (what the text is for, who reads it). */
  help?: string;
  placeholder?: string;
  rows?: number;
  autoFocus?: boolean;
  required?: boolean;
}

/**
 * A labelled text box that grows with its text, with a "12 / 5,000 characters" counter and an error
 * past the limit: the one long-text field of notes, questions, answers and announcements.
 */
export function LimitedTextarea({ label, value, onChange, max, help, rows = 3, ...box }: Props) {
  const t = useT();
  return (
    <Field.Root invalid={value.length > max} required={box.required}>
      <Field.Label>
        {label}
        {box.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        autoresize
        maxH="60"
        autoFocus={box.autoFocus}
        placeholder={box.placeholder}
      />
      <Field.HelperText>
        {t('components.limit.characterCount', {
          count: formatCount(value.length),
          max: formatCount(max),
        })}
        {help && ` ${help}`}
      </Field.HelperText>
      <Field.ErrorText>{t('components.limit.tooLong', { max: formatCount(max) })}</Field.ErrorText>
    </Field.Root>
  );
}

/** Whether a text can be posted: not blank, and within `max`. */
export const postable = (text: string, max: number) => text.trim() !== '' && text.length <= max;
