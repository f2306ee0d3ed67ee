import { Box, HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import type { CourseDetail } from './courseTypes';
import { formatCount } from '../../lib/format';
import { useT } from './i18n';

/** How many ratings gave 5 down to 1 stars, as bars; each row reads "5 stars: 12". */
export function RatingBreakdown({ buckets }: { buckets: CourseDetail['ratingBreakdown'] }) {
  const t = useT();
  const most = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <List.Root
      as="ul"
      listStyle="none"
      gap="1.5"
      aria-label={t('courses.ratings.byStars')}
      minW="0"
    >
      {buckets.map(({ stars, count }) => (
        <List.Item key={stars} data-testid="rating-bucket">
          <VisuallyHidden>
            {t('courses.ratings.bucket', { stars, n: formatCount(count) })}
          </VisuallyHidden>
          <HStack gap="3" aria-hidden fontSize="sm">
            <Text w="14" flexShrink={0} whiteSpace="nowrap">
              {t('courses.ratings.stars', { stars })}
            </Text>
            <Box flex="1" h="2" bg="bg.emphasized" rounded="full" overflow="hidden">
              <Box h="full" w={`${(count * 100) / most}%`} bg="accent.400" rounded="full" />
            </Box>
            <Text w="10" flexShrink={0} textAlign="end" color="fg.muted">
              {formatCount(count)}
            </Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
