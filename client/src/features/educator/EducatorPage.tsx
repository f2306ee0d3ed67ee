import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EducatorPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Narrow pages (the course forms) read better at form width. */
  maxW?: string;
}

/** The frame of an educator page: its h1, an optional intro, then the content. */
export function EducatorPage({ title, intro, children, maxW = '6xl' }: EducatorPageProps) {
  return (
    <Box px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} maxW={maxW} minW="0">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.900">
        {title}
      </Heading>
      {intro && (
        <Text mt="1" color="fg.muted">
          {intro}
        </Text>
      )}
      <Box mt={{ base: '5', md: '6' }}>{children}</Box>
    </Box>
  );
}
