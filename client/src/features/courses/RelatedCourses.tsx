import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { CourseCardFieldsFragment } from './courseCard.generated';
import { useCourseRelatedQuery } from './courseRelated.generated';
import { CourseGrid } from './CourseGrid';
import { useT } from './i18n';

/**
 * The rows under a course: the instructor's other courses and "Students also bought". Asked apart
 * from the course (CourseRelated), once it has painted, and read from the cache on a later visit;
 * nothing shows while it loads, when it fails, or for an empty row.
 */
export function RelatedCourses({
  courseId,
  educatorName,
}: {
  courseId: string;
  educatorName: string;
}) {
  const t = useT();
  const { data } = useCourseRelatedQuery({
    variables: { id: courseId },
    fetchPolicy: 'cache-first',
  });
  if (!data) return null;
  const { moreByInstructor, alsoBought } = data.course;
  if (moreByInstructor.length === 0 && alsoBought.length === 0) return null;
  return (
    <Stack gap="12" mt={{ base: '10', md: '14' }}>
      <CourseRow
        title={t('courses.related.moreBy', { name: educatorName })}
        courses={moreByInstructor}
      />
      <CourseRow title={t('courses.related.alsoBought')} courses={alsoBought} />
    </Stack>
  );
}

/** A titled row of course cards; nothing when empty. */
function CourseRow({ title, courses }: { title: string; courses: CourseCardFieldsFragment[] }) {
  const headingId = useId();
  if (courses.length === 0) return null;
  return (
    <Stack as="section" gap="5" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xl">
        {title}
      </Heading>
      <CourseGrid courses={courses} />
    </Stack>
  );
}
