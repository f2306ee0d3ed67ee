import { Button, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { EducatorCourseRowFragment } from '../educator.generated';
import { EmptyView } from '../StatusViews';
import { useT } from '../i18n';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { MyCourseCards } from './MyCourseCards';
import { MyCoursesTable } from './MyCoursesTable';
import { useDeleteCourse } from './useDeleteCourse';

/** The educator's courses (a table from md up, cards on phones) with the delete flow. */
export function MyCoursesView({ courses }: { courses: EducatorCourseRowFragment[] }) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [pending, setPending] = useState<EducatorCourseRowFragment | null>(null);
  const { deleteCourse, deleting } = useDeleteCourse();
  const t = useT();

  if (courses.length === 0) {
    return (
      <EmptyView
        title={t('educator.myCourses.emptyTitle')}
        description={t('educator.myCourses.emptyText')}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/educator/add-course">{t('educator.nav.addCourse')}</RouterLink>
          </Button>
        }
      />
    );
  }

  const List = wide ? MyCoursesTable : MyCourseCards;
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('educator.figures.note')}
      </Text>
      <List courses={courses} onDelete={setPending} />
      <DeleteCourseDialog
        courseTitle={pending?.courseTitle ?? null}
        deleting={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          void deleteCourse(pending.id).then(() => setPending(null));
        }}
      />
    </>
  );
}
