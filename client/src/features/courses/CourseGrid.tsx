import { SimpleGrid } from '@chakra-ui/react';
import type { CourseCardFieldsFragment } from '../../generated/graphql';
import { CourseCard } from './CourseCard';

/** Course cards in a responsive grid of 1 to 4 columns. */
export function CourseGrid({ courses }: { courses: CourseCardFieldsFragment[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="6">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </SimpleGrid>
  );
}
