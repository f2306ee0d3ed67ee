import { Button, HStack } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { EducatorCourseRowFragment } from '../educator.generated';
import { PublishControls } from '../publishing/PublishControls';

interface CourseActionsProps {
  course: EducatorCourseRowFragment;
  onDelete: () => void;
}

/**
 * Edit (to /educator/edit-course/{id}), Delete (asks first), Publish or Unpublish, and Preview as
 * a student, for one course.
 */
export function CourseActions({ course, onDelete }: CourseActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <RouterLink
          to={`/educator/edit-course/${course.id}`}
          aria-label={`Edit ${course.courseTitle}`}
        >
          <LuPencil aria-hidden /> Edit
        </RouterLink>
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${course.courseTitle}`}
        onClick={onDelete}
      >
        <LuTrash2 aria-hidden /> Delete
      </Button>
      <PublishControls course={course} />
    </HStack>
  );
}
