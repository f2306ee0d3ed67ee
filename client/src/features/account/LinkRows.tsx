import { Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';

/** The server keeps up to 5 links of up to 300 characters. */
export const MAX_LINKS = 5;
const LINK_MAX_LENGTH = 300;

/**
 * "Links" of the instructor page: a web address per row (website, LinkedIn, YouTube), with a
 * remove button each and an add button up to `max`. A refused link's message shows under its row.
 */
export function LinkRows({
  links,
  errors,
  listError,
  onChange,
  max,
}: {
  links: string[];
  errors: Partial<Record<string, string>>;
  listError?: string;
  onChange: (links: string[]) => void;
  max: number;
}) {
  const hintId = useId();
  const update = (row: number, value: string) =>
    onChange(links.map((link, index) => (index === row ? value : link)));
  const remove = (row: number) => {
    const rest = links.filter((_, index) => index !== row);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <Box as="fieldset" minW="0" aria-describedby={hintId}>
      <Text as="legend" fontSize="sm" fontWeight="medium" p="0">
        Links
      </Text>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
        Up to {max} web addresses starting with https:// (your website, LinkedIn, YouTube).
      </Text>
      <Stack gap="2" mt="2">
        {links.map((link, row) => {
          const label = `Link ${row + 1}`;
          const error = errors[`links[${row}]`];
          return (
            <Field.Root key={row} invalid={error !== undefined}>
              <HStack gap="2" width="full">
                <Input
                  type="url"
                  inputMode="url"
                  name={`links[${row}]`}
                  aria-label={label}
                  placeholder={row === 0 ? 'https://' : undefined}
                  maxLength={LINK_MAX_LENGTH}
                  value={link}
                  onChange={(event) => update(row, event.target.value)}
                />
                <IconButton
                  type="button"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  disabled={links.length === 1 && link === ''}
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
        <Text color="fg.error" fontSize="xs" mt="1.5" role="alert">
          {listError}
        </Text>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        mt="2"
        disabled={links.length >= max}
        onClick={() => onChange([...links, ''])}
      >
        <LuPlus aria-hidden /> Add link
      </Button>
    </Box>
  );
}
