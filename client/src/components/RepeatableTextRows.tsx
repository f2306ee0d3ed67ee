import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  type InputProps,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useT } from './i18n';
import { LuPlus, LuTrash2 } from 'react-icons/lu';

export interface RepeatableTextRowsProps {
  /** The list's field name; row `i` is the control `${name}[i]`. */
  name: string;
  /** The group's label: "What you'll learn", "Links". */
  legend: string;
  /** One row's label, numbered: "Learning point 2", "Link 1". */
  itemLabel: string;
  addLabel: string;
  /** Said under the legend, and tied to the group. */
  hint?: ReactNode;
  /** Given to every row's input; a `placeholder` only to the first row. */
  inputProps?: Omit<InputProps, 'name' | 'value' | 'onChange' | 'maxLength'>;
  max: number;
  maxLength: number;
  values: string[];
  /** Problems by field: `${name}` for the list, `${name}[i]` for row i. */
  errors: Partial<Record<string, string | undefined>>;
  onChange: (values: string[]) => void;
  /**
   * The problems an edit makes stale: the edited row's and the list's; every row's on a removal,
   * as the rows below move up (a problem must not stay at a place another row now holds).
   */
  onClearErrors?: (fields: string[]) => void;
}

/**
 * A repeatable list of one-line texts: a labelled row each with a remove button, and an add button
 * up to `max` rows. A problem with one row shows under it; one with the list, under the list
 * (announced, and tied to the group).
 */
export function RepeatableTextRows({
  name,
  legend,
  itemLabel,
  addLabel,
  hint,
  inputProps,
  max,
  maxLength,
  values,
  errors,
  onChange,
  onClearErrors,
}: RepeatableTextRowsProps) {
  const t = useT();
  const hintId = useId();
  const listErrorId = useId();
  const listError = errors[name];
  const { placeholder, ...rowInputProps } = inputProps ?? {};
  const rowField = (row: number) => `${name}[${row}]`;

  const update = (row: number, text: string) => {
    onChange(values.map((value, index) => (index === row ? text : value)));
    onClearErrors?.([name, rowField(row)]);
  };
  const remove = (row: number) => {
    const rest = values.filter((_, index) => index !== row);
    onChange(rest.length > 0 ? rest : ['']);
    onClearErrors?.([name, ...values.map((_, index) => rowField(index))]);
  };
  const add = () => {
    onChange([...values, '']);
    onClearErrors?.([name]);
  };

  const describedBy = [hint ? hintId : '', listError ? listErrorId : ''].filter(Boolean).join(' ');

  return (
    <Box as="fieldset" minW="0" aria-describedby={describedBy || undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" p="0">
        {legend}
      </Text>
      {hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
      <Stack gap="2" mt={hint ? '2' : '1.5'}>
        {values.map((value, row) => {
          const label = t('components.rowLabel', { item: itemLabel, number: row + 1 });
          const error = errors[rowField(row)];
          return (
            <Field.Root key={row} invalid={error !== undefined}>
              <HStack gap="2" width="full">
                <Input
                  {...rowInputProps}
                  name={rowField(row)}
                  aria-label={label}
                  placeholder={row === 0 ? placeholder : undefined}
                  maxLength={maxLength}
                  value={value}
                  onChange={(event) => update(row, event.target.value)}
                />
                <IconButton
                  type="button"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('components.removeRow', {
                    item: itemLabel.toLowerCase(),
                    number: row + 1,
                  })}
                  disabled={values.length === 1 && value === ''}
                  onClick={() => remove(row)}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </Stack>
      {listError && (
        <Text id={listErrorId} color="fg.error" fontSize="xs" mt="1.5" role="alert">
          {listError}
        </Text>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        mt="2"
        disabled={values.length >= max}
        onClick={add}
      >
        <LuPlus aria-hidden /> {addLabel}
      </Button>
    </Box>
  );
}
