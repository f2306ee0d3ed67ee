import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '../../lib/format';
import type { CourseDetail } from './courseTypes';
import { useT } from './i18n';
import { RatingBreakdown } from './RatingBreakdown';
import { RatingStars } from './RatingStars';
import { ReviewList } from './ReviewList';

/** The course page's 'Ratings and reviews': average, the 5-to-1 breakdown, then the reviews. */
export function RatingsAndReviews({ course }: { course: CourseDetail }) {
  const t = useT();
  return (
    <Stack as="section" gap="6" aria-labelledby="ratings-and-reviews">
      <Heading as="h2" id="ratings-and-reviews" size="xl">
        {t('courses.ratings.title')}
      </Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' }} gap="6">
        <Stack gap="1" align={{ base: 'flex-start', md: 'center' }} justify="center">
          <Text fontSize="4xl" fontWeight="bold" color="accent.700" lineHeight="1">
            {course.averageRating}
          </Text>
          <RatingStars rating={course.averageRating} size="md" />
          <Text fontSize="sm" color="fg.muted">
            {t('courses.ratings.count', {
              count: course.ratingCount,
              n: formatCount(course.ratingCount),
            })}
          </Text>
        </Stack>
        <RatingBreakdown buckets={course.ratingBreakdown} />
      </Grid>
      <ReviewList courseId={course.id} />
    </Stack>
  );
}
