import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A landing section's eyebrow, h2 and intro, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
      {eyebrow && (
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color="accent.700"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {eyebrow}
        </Text>
      )}
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '2xl', md: '4xl' }}
        color="brand.900"
        lineHeight="1.2"
      >
        {title}
      </Heading>
      {children && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
