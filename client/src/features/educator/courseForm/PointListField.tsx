import { Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { CourseField, PointListField as ListField } from './courseDraft';

interface PointListFieldProps {
  field: ListField;
  /** The group's label: "What you'll learn". */
  legend: string;
  /** One row's label, numbered: "Learning point 2". */
  itemLabel: string;
  addLabel: string;
  placeholder: string;
  max: number;
  maxLength: number;
  points: string[];
  errors: Partial<Record<CourseField, string>>;
  onChange: (points: string[]) => void;
}

/**
 * A repeatable list of one-line points: a labelled text row each, with a remove button, and an add
 * button up to `max` rows. A problem with one row shows under it; one with the list, under the list.
 */
export function PointListField({
  field,
  legend,
  itemLabel,
  addLabel,
  placeholder,
  max,
  maxLength,
  points,
  errors,
  onChange,
}: PointListFieldProps) {
  const listError = errors[field];
  const listErrorId = useId();
  const update = (row: number, text: string) =>
    onChange(points.map((point, index) => (index === row ? text : point)));
  const remove = (row: number) => {
    const rest = points.filter((_, index) => index !== row);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <Box as="fieldset" minW="0" aria-describedby={listError ? listErrorId : undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" p="0">
        {legend}
      </Text>
      <Stack gap="2" mt="1.5">
        {points.map((point, row) => {
          const label = `${itemLabel} ${row + 1}`;
          const error = errors[`${field}[${row}]`];
          return (
            <Field.Root key={row} invalid={Boolean(error)}>
              <HStack gap="2" width="full">
                <Input
                  name={`${field}[${row}]`}
                  aria-label={label}
                  placeholder={row === 0 ? placeholder : undefined}
                  maxLength={maxLength}
                  value={point}
                  onChange={(event) => update(row, event.target.value)}
                />
                <IconButton
                  type="button"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  disabled={points.length === 1 && point === ''}
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
        <Text id={listErrorId} color="fg.error" fontSize="xs" mt="1.5">
          {listError}
        </Text>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        mt="2"
        disabled={points.length >= max}
        onClick={() => onChange([...points, ''])}
      >
        <LuPlus aria-hidden /> {addLabel}
      </Button>
    </Box>
  );
}
