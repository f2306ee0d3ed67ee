import { Alert, Badge, Box, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatPlaybackTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/errorMessage';
import { useT } from '../i18n';
import { useBookingPrepQuery, type PrepCardFieldsFragment } from './insights.generated';

type PrepCourse = PrepCardFieldsFragment['courses'][number];

/**
 * The mentor's prep card for a booking: the learner's progress, best quiz scores and last pause in
 * the mentor's courses, with their note. Renders nothing for anyone else (the server answers null).
 */
export function PrepCard({ bookingId }: { bookingId: string }) {
  const t = useT();
  const { data, error } = useBookingPrepQuery({
    variables: { id: bookingId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('mentorship.insights.prep.failed'))}</Alert.Title>
      </Alert.Root>
    );
  const prep = data?.booking?.prep;
  if (!prep) return null;
  return (
    <Box as="section" aria-label={t('mentorship.insights.prep.heading')}>
      <Stack gap="4">
        <Heading as="h3" size="sm">
          {t('mentorship.insights.prep.heading')}
        </Heading>
        <Box>
          <Text fontWeight="semibold">{t('mentorship.insights.prep.note')}</Text>
          <Text whiteSpace="pre-wrap" color={prep.note ? undefined : 'fg.muted'}>
            {prep.note || t('mentorship.insights.prep.noNote')}
          </Text>
        </Box>
        {prep.courses.length === 0 ? (
          <Text color="fg.muted">{t('mentorship.insights.prep.noCourses')}</Text>
        ) : (
          prep.courses.map((course) => <CourseProgress key={course.courseId} course={course} />)
        )}
      </Stack>
    </Box>
  );
}

function CourseProgress({ course }: { course: PrepCourse }) {
  const t = useT();
  const progress = t('mentorship.insights.prep.progress', {
    done: course.lecturesCompleted,
    total: course.totalLectures,
    percent: course.percent,
  });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">{course.courseTitle}</Text>
        {course.bookedFrom && (
          <Badge colorPalette="brand">{t('mentorship.insights.prep.bookedFrom')}</Badge>
        )}
      </HStack>
      <Progress.Root size="xs" value={course.percent} colorPalette="brand">
        <Progress.Track aria-label={course.courseTitle} aria-valuetext={progress}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm">{progress}</Text>
      <Text fontSize="sm">
        {course.resume
          ? t('mentorship.insights.prep.paused', {
              time: formatPlaybackTime(course.resume.positionSeconds),
              lecture: course.resume.lectureTitle,
              chapter: course.resume.chapterTitle,
            })
          : t('mentorship.insights.prep.notStarted')}
      </Text>
      <Box fontSize="sm">
        <Text fontWeight="semibold">{t('mentorship.insights.prep.quizzes')}</Text>
        {course.quizzes.length === 0 ? (
          <Text color="fg.muted">{t('mentorship.insights.prep.noQuizzes')}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0">
            {course.quizzes.map((quiz) => (
              <HStack as="li" key={quiz.quizId} gap="2" flexWrap="wrap">
                <Text>
                  {t('mentorship.insights.prep.quiz', {
                    title: quiz.title,
                    score: quiz.bestScorePercent,
                    attempts: quiz.attempts,
                  })}
                </Text>
                {quiz.passed && (
                  <Badge colorPalette="green">{t('mentorship.insights.prep.passed')}</Badge>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
