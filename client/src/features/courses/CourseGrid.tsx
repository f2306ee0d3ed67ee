import { SimpleGrid } from '@chakra-ui/react';
import type { CourseCardFieldsFragment } from './courseCard.generated';
import { CourseCard } from './CourseCard';

/** Columns of the course grid by breakpoint: 1 on phones up to 4 on wide screens. */
export const COURSE_GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

/** Course cards in a responsive grid of 1 to 4 columns (`columns` to fit a narrower area). */
export function CourseGrid({
  courses,
  columns = COURSE_GRID_COLUMNS,
}: {
  courses: CourseCardFieldsFragment[];
  columns?: Record<string, number>;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </SimpleGrid>
  );
}
