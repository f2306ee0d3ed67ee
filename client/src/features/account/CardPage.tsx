import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the one-form pages (forgot and reset password, verify email): title, intro, card. */
export function CardPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="lg" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            {title}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>
        <Card.Root variant="outline">
          <Card.Body p={{ base: '4', md: '8' }}>{children}</Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
