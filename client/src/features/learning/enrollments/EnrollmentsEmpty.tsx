import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** No enrollments yet: a way to the catalog. */
export function EnrollmentsEmpty() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuBookOpen />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No Enrollments Yet</EmptyState.Title>
          <EmptyState.Description>
            No enrolled courses found. Pick a course and start learning today.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/course-list">Browse Courses</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
