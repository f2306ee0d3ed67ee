import { HStack, IconButton, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';

/** A rounded chip naming something that narrows the list, with a button that removes it. */
export function FilterChip({
  label,
  removeLabel,
  onRemove,
}: {
  label: string;
  /** The remove button's accessible name, e.g. "Remove filter: Free". */
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <HStack
      display="inline-flex"
      gap="1"
      ps="3"
      pe="1"
      py="1"
      borderWidth="1px"
      borderColor="brand.emphasized"
      bg="brand.subtle"
      rounded="full"
      maxW="full"
    >
      <Text fontSize="sm" color="brand.fg" truncate>
        {label}
      </Text>
      <IconButton
        aria-label={removeLabel}
        size="2xs"
        variant="ghost"
        rounded="full"
        colorPalette="brand"
        onClick={onRemove}
      >
        <LuX />
      </IconButton>
    </HStack>
  );
}
