import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { type Enrollment, playerPath } from './enrollmentTypes';

/** 'Continue Learning': opens the course in the player. */
export function ContinueLearningButton({
  enrollment,
  ...props
}: { enrollment: Enrollment } & ButtonProps) {
  const { course } = enrollment;
  return (
    <Button asChild colorPalette="brand" size="sm" {...props}>
      <RouterLink
        to={playerPath(course.id)}
        aria-label={`Continue Learning: ${course.courseTitle}`}
      >
        Continue Learning
      </RouterLink>
    </Button>
  );
}
