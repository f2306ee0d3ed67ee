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

/** My Enrollments on wider screens: one table row per course. */
export function MyEnrollmentsTable({ enrollments }: { enrollments: Enrollment[] }) {
  return (
    <TableScroll label="Enrolled courses" borderWidth="1px" rounded="lg">
      <Table.Root size="md" aria-label="Enrolled courses">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Course</Table.ColumnHeader>
            <Table.ColumnHeader>Duration</Table.ColumnHeader>
            <Table.ColumnHeader minW="44">Progress</Table.ColumnHeader>
            <Table.ColumnHeader>Lectures</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Action</VisuallyHidden>
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
