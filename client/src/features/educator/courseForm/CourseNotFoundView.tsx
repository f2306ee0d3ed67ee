import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyView } from '../StatusViews';

/** The Edit Course page for a course that does not exist or is not the educator's. */
export function CourseNotFoundView() {
  return (
    <EmptyView
      title="Course not found"
      description="This course does not exist or you do not have access to it."
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/educator/my-courses">Back to My Courses</RouterLink>
        </Button>
      }
    />
  );
}
