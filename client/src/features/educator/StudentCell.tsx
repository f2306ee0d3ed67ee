import { Avatar, HStack, Text } from '@chakra-ui/react';
import { useT } from './i18n';

/** A student's image and name in a table cell. */
export function StudentCell({ name, imageUrl }: { name: string; imageUrl: string }) {
  const t = useT();
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size="sm" colorPalette="brand" flexShrink={0}>
        <Avatar.Fallback name={name} />
        {imageUrl && <Avatar.Image src={imageUrl} alt={t('educator.students.picture', { name })} />}
      </Avatar.Root>
      <Text fontWeight="medium" truncate>
        {name}
      </Text>
    </HStack>
  );
}
