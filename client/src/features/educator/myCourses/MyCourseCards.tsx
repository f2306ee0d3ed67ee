import { Card, DataList, Stack } from '@chakra-ui/react';
import { CoursePrice } from '../../../components/CoursePrice';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/useCurrency';
import { CourseActions } from './CourseActions';
import { CourseTitleCell } from './CourseTitleCell';
import type { MyCoursesListProps } from './MyCoursesTable';
import { useT } from '../i18n';

/** My Courses on phones: one card per course. */
export function MyCourseCards({ courses, onDelete }: MyCoursesListProps) {
  const currency = useCurrency();
  const t = useT();
  return (
    <Stack as="ul" gap="3" aria-label={t('educator.myCourses.title')}>
      {courses.map((course) => (
        <Card.Root as="li" key={course.id} variant="outline" bg="bg">
          <Card.Body p="4" gap="4">
            <CourseTitleCell course={course} />
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              <DataList.Item>
                <DataList.ItemLabel>{t('educator.myCourses.price')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CoursePrice
                    coursePrice={course.coursePrice}
                    discount={course.discount}
                    netPrice={course.netPrice}
                    size="compact"
                  />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('educator.myCourses.earnings')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatMoney(course.earnings, currency)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('educator.figures.netSales')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatMoney(course.netSales, currency)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('educator.myCourses.students')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatCount(course.enrolledStudentsCount)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('educator.myCourses.created')}</DataList.ItemLabel>
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
