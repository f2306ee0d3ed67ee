import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { CourseCardFieldsFragment } from '../../generated/graphql';
import { CourseGrid } from './CourseGrid';

/** A titled row of course cards under the course ("More courses by …"); nothing when empty. */
export function RelatedCourses({
  title,
  courses,
}: {
  title: string;
  courses: CourseCardFieldsFragment[];
}) {
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
