import { Table, VisuallyHidden } from '@chakra-ui/react';
import type { EducatorCourseRowFragment } from '../educator.generated';
import { CoursePrice } from '../../../components/CoursePrice';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/useCurrency';
import { CourseActions } from './CourseActions';
import { CourseTitleCell } from './CourseTitleCell';
import { TableScroll } from '../../../components/TableScroll';
import { useT } from '../i18n';

interface MyCoursesListProps {
  courses: EducatorCourseRowFragment[];
  onDelete: (course: EducatorCourseRowFragment) => void;
}

/** My Courses from md up: one row per course. */
export function MyCoursesTable({ courses, onDelete }: MyCoursesListProps) {
  const currency = useCurrency();
  const t = useT();
  return (
    <TableScroll
      label={t('educator.myCourses.title')}
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      maxW="full"
    >
      <Table.Root size="sm" aria-label={t('educator.myCourses.title')} minW="3xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('educator.myCourses.course')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('educator.myCourses.price')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('educator.myCourses.earnings')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('educator.figures.netSales')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('educator.myCourses.students')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('educator.myCourses.created')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('educator.myCourses.actions')}</VisuallyHidden>
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
              <Table.Cell>{formatCount(course.enrolledStudentsCount)}</Table.Cell>
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
