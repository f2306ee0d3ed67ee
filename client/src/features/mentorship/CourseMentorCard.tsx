import { Avatar, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrency } from '../../lib/useCurrency';
import { useCourseMentorQuery } from './courseMentor.generated';
import { useT } from './courseI18n';
import { formatPaisePrice } from './price';

/**
 * On a course page, when its educator takes bookings: "1-on-1 with {name}", their headline and
 * price, and "Book a session" to their page with the course named (`?course=`), so the mentor's
 * prep card shows the learner's progress in it. Nothing while loading, on an error, or with no
 * mentor: the course page does without it.
 */
export function CourseMentorCard({ courseId }: { courseId: string }) {
  const t = useT();
  const currency = useCurrency();
  const { data } = useCourseMentorQuery({ variables: { id: courseId } });
  const mentor = data?.course.mentor;
  if (!mentor) return null;
  const price =
    mentor.minPricePaise === null
      ? null
      : mentor.minPricePaise === 0
        ? t('mentorship.course.free')
        : t('mentorship.course.from', {
            price: formatPaisePrice(mentor.minPricePaise, currency),
          });
  const headingId = `course-mentor-${courseId}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      bg="brand.subtle"
      minW="0"
      data-testid="course-mentor-card"
    >
      <Stack gap="3">
        <HStack gap="3" align="center" minW="0">
          <Avatar.Root size="lg" colorPalette="brand">
            <Avatar.Fallback name={mentor.name} />
            {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="lg" id={headingId} overflowWrap="anywhere">
              {t('mentorship.course.title', { name: mentor.name })}
            </Heading>
            <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
              {mentor.headline}
            </Text>
          </Stack>
        </HStack>
        <Text fontSize="sm">{t('mentorship.course.intro')}</Text>
        <HStack gap="3" wrap="wrap" justify="space-between">
          {price && (
            <Text fontWeight="semibold" data-testid="course-mentor-price">
              {price}
            </Text>
          )}
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={`/mentors/${mentor.id}?course=${encodeURIComponent(courseId)}`}>
              {t('mentorship.course.book')}
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
