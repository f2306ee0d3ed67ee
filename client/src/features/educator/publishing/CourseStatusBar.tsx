import { HStack, Text } from '@chakra-ui/react';
import { PublishControls } from './PublishControls';
import { PublishStatusBadge } from './PublishStatusBadge';

/** The edit page's header line: the course's status, and Publish/Unpublish and Preview. */
export function CourseStatusBar({
  course,
}: {
  course: { id: string; courseTitle: string; isPublished: boolean };
}) {
  return (
    <HStack
      gap="3"
      wrap="wrap"
      justify="space-between"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      p="3"
      mb="6"
      aria-label="Course status"
      role="group"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">Status</Text>
        <PublishStatusBadge published={course.isPublished} />
        <Text fontSize="sm" color="fg.muted">
          {course.isPublished ? 'In the catalog for everyone.' : 'Only you and admins can see it.'}
        </Text>
      </HStack>
      <PublishControls course={course} />
    </HStack>
  );
}
