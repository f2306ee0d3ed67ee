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
          {/* A <dl>: the term (label) comes first in the markup, the figure shows above it. */}
          <Stat.Root flexDirection="column-reverse">
            <Stat.Label color="fg.muted">{label}</Stat.Label>
            <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
