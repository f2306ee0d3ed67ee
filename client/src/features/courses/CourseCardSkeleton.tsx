import { Box, Card, SimpleGrid, Skeleton, SkeletonText } from '@chakra-ui/react';
import { COURSE_GRID_COLUMNS } from './CourseGrid';
import { useT } from './i18n';

/** The shape of a course card while it loads: thumbnail, two title lines, educator, rating, price, button. */
function CourseCardSkeleton() {
  return (
    <Card.Root overflow="hidden" height="full" variant="outline">
      <Skeleton aspectRatio={16 / 9} width="full" rounded="none" />
      <Card.Body gap="3" p="4">
        <SkeletonText noOfLines={2} />
        <Skeleton height="3" width="50%" />
        <Skeleton height="3" width="40%" />
        <Skeleton height="5" width="30%" />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Skeleton height="10" width="full" />
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * Placeholder cards in the course grid while a list loads, as one busy status for assistive
 * technology ("Loading courses"); the cards themselves are hidden from it.
 */
export function CourseGridSkeleton({
  count = 6,
  label,
  columns = COURSE_GRID_COLUMNS,
}: {
  count?: number;
  label?: string;
  columns?: Record<string, number>;
}) {
  const t = useT();
  return (
    <Box
      role="status"
      aria-label={label ?? t('courses.loadingCourses')}
      aria-busy="true"
      aria-live="polite"
    >
      <SimpleGrid aria-hidden columns={columns} gap="6">
        {Array.from({ length: count }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
