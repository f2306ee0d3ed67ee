import { Avatar, HStack, Text } from '@chakra-ui/react';

/** A student's image and name in a table cell. */
export function StudentCell({ name, imageUrl }: { name: string; imageUrl: string }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
        <Avatar.Fallback name={name} />
        {imageUrl && <Avatar.Image src={imageUrl} alt={`${name}'s profile picture`} />}
      </Avatar.Root>
      <Text fontWeight="medium" truncate>
        {name}
      </Text>
    </HStack>
  );
}
