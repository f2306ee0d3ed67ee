import { Card, Center, HStack, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

/** One dashboard figure with its icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: IconType;
}) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body p="5">
        <HStack gap="4">
          <Center boxSize="12" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
            <Icon size="24" aria-hidden />
          </Center>
          <Stat.Root>
            <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
            <Stat.Label color="fg.muted">{label}</Stat.Label>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
