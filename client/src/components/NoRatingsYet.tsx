import { Text } from '@chakra-ui/react';

/** What a rating display shows in place of stars when nobody has rated yet. */
export function NoRatingsYet({ fontSize = 'sm' }: { fontSize?: string }) {
  return (
    <Text as="span" fontSize={fontSize} color="fg.muted">
      No ratings yet
    </Text>
  );
}
