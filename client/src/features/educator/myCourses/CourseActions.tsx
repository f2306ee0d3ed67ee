import { Button, HStack } from '@chakra-ui/react';
import { LuClock, LuMegaphone, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { EducatorCourseRowFragment } from '../educator.generated';
import { PublishControls } from '../publishing/PublishControls';
import { useT } from '../i18n';

interface CourseActionsProps {
  course: EducatorCourseRowFragment;
  onDelete: () => void;
}

/**
 * Edit (to /educator/edit-course/{id}), Live sessions (to /educator/courses/{id}/live),
 * Announcements (to /educator/courses/{id}/announcements), Delete
 * (asks first), Publish or Unpublish, and Preview as a student, for one course.
 */
export function CourseActions({ course, onDelete }: CourseActionsProps) {
  const t = useT();
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <RouterLink
          to={`/educator/edit-course/${course.id}`}
          aria-label={t('educator.myCourses.editLabel', { title: course.courseTitle })}
        >
          <LuPencil aria-hidden /> {t('educator.edit')}
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <RouterLink
          to={`/educator/courses/${course.id}/live`}
          aria-label={t('educator.myCourses.liveLabel', { title: course.courseTitle })}
        >
          <LuClock aria-hidden /> {t('educator.myCourses.live')}
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <RouterLink
          to={`/educator/courses/${course.id}/announcements`}
          aria-label={t('educator.myCourses.announcementsLabel', { title: course.courseTitle })}
        >
          <LuMegaphone aria-hidden /> {t('educator.myCourses.announcements')}
        </RouterLink>
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={t('educator.myCourses.deleteLabel', { title: course.courseTitle })}
        onClick={onDelete}
      >
        <LuTrash2 aria-hidden /> {t('educator.delete')}
      </Button>
      <PublishControls course={course} />
    </HStack>
  );
}
