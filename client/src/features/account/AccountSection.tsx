import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled card of the account page; the card is a region named by its heading. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={headingId}>
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
