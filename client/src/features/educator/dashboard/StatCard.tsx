import { Card, Center, HStack, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

/** One dashboard figure with its icon, and what it counts when the label alone does not say. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: string;
  icon: IconType;
  hint?: string;
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
            {/* Last in the markup, shown under the term (order: the column is reversed). */}
            {hint && (
              <Stat.HelpText as="dd" order={-1} color="fg.muted">
                {hint}
              </Stat.HelpText>
            )}
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
