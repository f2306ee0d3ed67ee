import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Shown for an unknown or malformed course id, or when the course cannot be loaded. */
export function CourseNotFound({
  title = 'Course not found',
  message = 'This course does not exist or is no longer available.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl" color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/course-list">Browse Courses</RouterLink>
      </Button>
    </VStack>
  );
}
