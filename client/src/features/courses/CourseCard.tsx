import { Badge, Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseCardFieldsFragment } from './courseCard.generated';
import { CoursePrice } from '../../components/CoursePrice';
import { CourseThumbnail } from '../../components/CourseThumbnail';
import { useT } from './cardI18n';
import { RatingStars } from './RatingStars';
import { WishlistButton } from '../wishlist/WishlistButton';

/**
 * A catalog card: thumbnail with the wishlist heart, title, educator, rating, price, and
 * `Check out course` (scrolls to the top).
 */
export function CourseCard({
  course,
  badge,
}: {
  course: CourseCardFieldsFragment;
  badge?: string;
}) {
  const t = useT();
  return (
    <Card.Root
      overflow="hidden"
      height="full"
      variant="outline"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    >
      <Box position="relative">
        <CourseThumbnail
          src={course.courseThumbnail}
          sources={course.thumbnailSources}
          // One column on phones, then 2, 3 and 4 in the grid (at most 20rem wide in the 80rem page).
          sizes="(min-width: 80em) 20rem, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw"
          alt=""
          aspectRatio={16 / 9}
          objectFit="cover"
          width="full"
          loading="lazy"
        />
        {badge && (
          <Badge position="absolute" top="3" left="3" colorPalette="accent" variant="solid">
            {badge}
          </Badge>
        )}
        <WishlistButton course={course} position="absolute" top="3" right="3" />
      </Box>
      <Card.Body gap="2" p="4">
        <Card.Title as="h3" fontSize="md" lineClamp={2}>
          {course.courseTitle}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {course.educator.name}
        </Text>
        <RatingStars rating={course.averageRating} count={course.ratingCount} />
        <CoursePrice
          coursePrice={course.coursePrice}
          discount={course.discount}
          netPrice={course.netPrice}
        />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Stack width="full">
          <Button asChild colorPalette="brand" variant="outline" width="full">
            <RouterLink to={`/course/${course.id}`} onClick={() => window.scrollTo({ top: 0 })}>
              {t('courses.card.checkOut')}
            </RouterLink>
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
