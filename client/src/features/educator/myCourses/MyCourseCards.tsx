import { Card, DataList, Stack } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/format';
import { formatDate } from '../formatDate';
import { CourseActions } from './CourseActions';
import { CoursePrice } from './CoursePrice';
import { CourseTitleCell } from './CourseTitleCell';
import type { MyCoursesListProps } from './MyCoursesTable';

/** My Courses on phones: one card per course. */
export function MyCourseCards({ courses, onDelete }: MyCoursesListProps) {
  return (
    <Stack as="ul" gap="3" aria-label="My Courses">
      {courses.map((course) => (
        <Card.Root as="li" key={course.id} variant="outline" bg="bg">
          <Card.Body p="4" gap="4">
            <CourseTitleCell course={course} />
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              <DataList.Item>
                <DataList.ItemLabel>Price</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CoursePrice course={course} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Earnings</DataList.ItemLabel>
                <DataList.ItemValue>{formatMoney(course.earnings)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Students</DataList.ItemLabel>
                <DataList.ItemValue>{course.enrolledStudentsCount}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Created</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(course.createdAt)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <CourseActions course={course} onDelete={() => onDelete(course)} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
