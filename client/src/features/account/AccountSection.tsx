import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * One titled card of the account page; the card is a region named by its heading. A `danger` card
 * (deleting the account) has a red border and heading.
 */
export function AccountSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      borderColor={danger ? 'border.error' : undefined}
    >
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={headingId} color={danger ? 'fg.error' : undefined}>
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
