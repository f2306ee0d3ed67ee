import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CourseThumbnail } from '../../../components/CourseThumbnail';
import { CertificateLinks } from '../../certificates/CertificateLinks';
import { formatMinutes } from '../../../lib/format';
import { ContinueLearningButton } from './ContinueLearningButton';
import { QuizzesPassed } from '../quizzes/QuizzesPassed';
import { EnrollmentProgress } from './EnrollmentProgress';
import { EnrollmentStatusBadge } from './EnrollmentStatusBadge';
import { type Enrollment, lecturesDone } from './enrollmentTypes';
import { RefundButton } from './RefundButton';
import { useT } from '../i18n';

/** My Enrollments on phones: one card per course with the table's content. */
export function EnrollmentCards({ enrollments }: { enrollments: Enrollment[] }) {
  const t = useT();
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-label={t('learning.enrolledCourses')}>
      {enrollments.map((enrollment) => {
        const { course, progress } = enrollment;
        return (
          <Card.Root as="li" key={course.id} overflow="hidden" data-testid="enrollment-card">
            <CourseThumbnail
              src={course.courseThumbnail}
              sources={course.thumbnailSources}
              sizes="100vw"
              alt=""
              aspectRatio={16 / 9}
              objectFit="cover"
            />
            <Card.Body gap="3" p="4">
              <Heading as="h2" size="md" overflowWrap="anywhere">
                {course.courseTitle}
              </Heading>
              <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                <Text>{formatMinutes(course.totalDuration)}</Text>
                <Text>{lecturesDone(enrollment)}</Text>
                <EnrollmentStatusBadge status={progress.status} />
              </HStack>
              <EnrollmentProgress courseTitle={course.courseTitle} percent={progress.percent} />
              <QuizzesPassed courseId={course.id} />
              <ContinueLearningButton enrollment={enrollment} width="full" size="md" />
              {enrollment.certificate && (
                <CertificateLinks
                  certificate={enrollment.certificate}
                  courseTitle={course.courseTitle}
                  justify="center"
                />
              )}
              <RefundButton enrollment={enrollment} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
