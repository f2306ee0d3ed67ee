import { Table, VisuallyHidden } from '@chakra-ui/react';
import type { EducatorCourseRowFragment } from '../educator.generated';
import { CoursePrice } from '../../../components/CoursePrice';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/useCurrency';
import { CourseActions } from './CourseActions';
import { CourseTitleCell } from './CourseTitleCell';
import { TableScroll } from '../../../components/TableScroll';

interface MyCoursesListProps {
  courses: EducatorCourseRowFragment[];
  onDelete: (course: EducatorCourseRowFragment) => void;
}

/** My Courses from md up: one row per course. */
export function MyCoursesTable({ courses, onDelete }: MyCoursesListProps) {
  const currency = useCurrency();
  return (
    <TableScroll label="My Courses" borderWidth="1px" rounded="lg" bg="bg" maxW="full">
      <Table.Root size="sm" aria-label="My Courses" minW="3xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Course</Table.ColumnHeader>
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader>Earnings</Table.ColumnHeader>
            <Table.ColumnHeader>Net sales</Table.ColumnHeader>
            <Table.ColumnHeader>Students</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {courses.map((course) => (
            <Table.Row key={course.id}>
              <Table.Cell maxW="xs">
                <CourseTitleCell course={course} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <CoursePrice
                  coursePrice={course.coursePrice}
                  discount={course.discount}
                  netPrice={course.netPrice}
                  size="compact"
                />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(course.earnings, currency)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(course.netSales, currency)}</Table.Cell>
              <Table.Cell>{course.enrolledStudentsCount}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(course.createdAt)}</Table.Cell>
              <Table.Cell>
                <CourseActions course={course} onDelete={() => onDelete(course)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

export type { MyCoursesListProps };
