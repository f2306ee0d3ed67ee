import { Button, HStack } from '@chakra-ui/react';
import { LuEye, LuEyeOff, LuRocket } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { studentPreviewPath } from '../../../lib/studentPreview';
import { usePublishCourse } from './usePublishCourse';

interface PublishControlsProps {
  course: { id: string; courseTitle: string; isPublished: boolean };
  size?: 'xs' | 'sm' | 'md';
}

/** Publish or Unpublish, and Preview as a student, for one course. */
export function PublishControls({ course, size = 'sm' }: PublishControlsProps) {
  const { setPublished, saving } = usePublishCourse();
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size={size}
        variant={course.isPublished ? 'outline' : 'solid'}
        colorPalette={course.isPublished ? 'gray' : 'green'}
        loading={saving}
        aria-label={`${course.isPublished ? 'Unpublish' : 'Publish'} ${course.courseTitle}`}
        onClick={() => void setPublished(course.id, !course.isPublished)}
      >
        {course.isPublished ? <LuEyeOff aria-hidden /> : <LuRocket aria-hidden />}
        {course.isPublished ? 'Unpublish' : 'Publish'}
      </Button>
      <Button asChild size={size} variant="ghost" colorPalette="brand">
        <RouterLink
          to={studentPreviewPath(course.id)}
          aria-label={`Preview ${course.courseTitle} as a student`}
        >
          <LuEye aria-hidden /> Preview
        </RouterLink>
      </Button>
    </HStack>
  );
}
