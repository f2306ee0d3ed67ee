import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The player of a course the viewer has not enrolled in. */
export function NotEnrolledNotice({ courseId }: { courseId: string }) {
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl" color="brand.900">
        You are not enrolled in this course
      </Heading>
      <Text color="fg.muted" maxW="md">
        Enroll from the course page to watch its lectures, track your progress and rate it.
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to={`/course/${courseId}`}>Go to the course page</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/my-enrollments">My Enrollments</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}
