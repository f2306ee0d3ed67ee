import { Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's h1 with an optional intro, for pages still to be filled in by later issues. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {title}
      </Heading>
      {children && (
        <Text mt="3" color="fg.muted" maxW="2xl">
          {children}
        </Text>
      )}
    </Container>
  );
}
