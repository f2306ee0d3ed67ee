import { HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { CourseThumbnail } from '../../../components/CourseThumbnail';
import { CertificateLinks } from '../../certificates/CertificateLinks';
import { formatMinutes } from '../../../lib/format';
import { ContinueLearningButton } from './ContinueLearningButton';
import { QuizzesPassed } from '../quizzes/QuizzesPassed';
import { EnrollmentProgress } from './EnrollmentProgress';
import { EnrollmentStatusBadge } from './EnrollmentStatusBadge';
import { type Enrollment, lecturesDone } from './enrollmentTypes';
import { RefundButton } from './RefundButton';
import { TableScroll } from '../../../components/TableScroll';
import { useT } from '../i18n';

/** My Enrollments on wider screens: one table row per course. */
export function MyEnrollmentsTable({ enrollments }: { enrollments: Enrollment[] }) {
  const t = useT();
  return (
    <TableScroll label={t('learning.enrolledCourses')} borderWidth="1px" rounded="lg">
      <Table.Root size="md" aria-label={t('learning.enrolledCourses')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('learning.colCourse')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('learning.colDuration')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="44">{t('learning.colProgress')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('learning.colLectures')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('learning.colStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('learning.colAction')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {enrollments.map((enrollment) => {
            const { course, progress } = enrollment;
            return (
              <Table.Row key={course.id} data-testid="enrollment-row">
                <Table.Cell>
                  <HStack gap="3" minW="56">
                    <CourseThumbnail
                      src={course.courseThumbnail}
                      sources={course.thumbnailSources}
                      sizes="6rem"
                      alt=""
                      width="24"
                      aspectRatio={16 / 9}
                      objectFit="cover"
                      rounded="md"
                      flexShrink="0"
                    />
                    <Text fontWeight="semibold" lineClamp={2}>
                      {course.courseTitle}
                    </Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatMinutes(course.totalDuration)}</Table.Cell>
                <Table.Cell>
                  <EnrollmentProgress courseTitle={course.courseTitle} percent={progress.percent} />
                  <QuizzesPassed courseId={course.id} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{lecturesDone(enrollment)}</Table.Cell>
                <Table.Cell>
                  <EnrollmentStatusBadge status={progress.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Stack gap="2" align="end">
                    <ContinueLearningButton enrollment={enrollment} />
                    {enrollment.certificate && (
                      <CertificateLinks
                        certificate={enrollment.certificate}
                        courseTitle={course.courseTitle}
                        size="xs"
                        justify="end"
                        wrap="nowrap"
                      />
                    )}
                    <RefundButton enrollment={enrollment} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
