import { HStack, IconButton, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/** `Search: "term"` with a clear button that returns to the unfiltered list. */
export function SearchChip({ term }: { term: string }) {
  const navigate = useNavigate();
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
        Search: &quot;{term}&quot;
      </Text>
      <IconButton
        aria-label="Clear search"
        size="2xs"
        variant="ghost"
        rounded="full"
        colorPalette="brand"
        onClick={() => void navigate('/course-list')}
      >
        <LuX />
      </IconButton>
    </HStack>
  );
}
