import { NativeSelect } from '@chakra-ui/react';
import type { FontOption } from './fontOptions';
import { useT } from '../courseEditor.i18n';

interface FontSelectProps {
  label: string;
  options: readonly FontOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A compact labelled select of the toolbar (font family, font size). */
export function FontSelect({ label, options, value, onChange }: FontSelectProps) {
  const t = useT();
  const known = options.some((option) => option.value === value);
  return (
    <NativeSelect.Root size="sm" width="auto" variant="subtle">
      <NativeSelect.Field
        aria-label={label}
        title={label}
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.labelId} value={option.value}>
            {t(option.labelId)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
