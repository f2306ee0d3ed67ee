import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A page for something that is not there: its title, a message, "Browse Courses", and below them
 * `children` (other ways on).
 */
export function NotFound({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" py="12" textAlign="center">
      <Heading as="h1" size="2xl" color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/course-list">Browse Courses</RouterLink>
      </Button>
      {children}
    </VStack>
  );
}

/** Shown for an unknown or malformed course id, or when the course cannot be loaded. */
export function CourseNotFound({
  title = 'Course not found',
  message = 'This course does not exist or is no longer available.',
}: {
  title?: string;
  message?: string;
}) {
  return <NotFound title={title} message={message} />;
}
