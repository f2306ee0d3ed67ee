import { Button, HStack } from '@chakra-ui/react';
import { LuEye, LuEyeOff, LuRocket } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { studentPreviewPath } from '../../../lib/studentPreview';
import { usePublishCourse } from './usePublishCourse';
import { useT } from '../courseEditor.i18n';

interface PublishControlsProps {
  course: { id: string; courseTitle: string; isPublished: boolean };
  size?: 'xs' | 'sm' | 'md';
}

/** Publish or Unpublish, and Preview as a student, for one course. */
export function PublishControls({ course, size = 'sm' }: PublishControlsProps) {
  const t = useT();
  const { setPublished, saving } = usePublishCourse();
  const title = course.courseTitle;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size={size}
        variant={course.isPublished ? 'outline' : 'solid'}
        colorPalette={course.isPublished ? 'gray' : 'green'}
        loading={saving}
        aria-label={
          course.isPublished
            ? t('courseEditor.publishing.unpublishCourse', { title })
            : t('courseEditor.publishing.publishCourse', { title })
        }
        onClick={() => void setPublished(course.id, !course.isPublished)}
      >
        {course.isPublished ? <LuEyeOff aria-hidden /> : <LuRocket aria-hidden />}
        {t(
          course.isPublished
            ? 'courseEditor.publishing.unpublish'
            : 'courseEditor.publishing.publish',
        )}
      </Button>
      <Button asChild size={size} variant="ghost" colorPalette="brand">
        <RouterLink
          to={studentPreviewPath(course.id)}
          aria-label={t('courseEditor.publishing.previewCourse', { title })}
        >
          <LuEye aria-hidden /> {t('courseEditor.publishing.preview')}
        </RouterLink>
      </Button>
    </HStack>
  );
}
