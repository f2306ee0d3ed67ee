import { HStack, Icon, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { NoRatingsYet } from '../../components/NoRatingsYet';
import { formatCount } from '../../lib/format';
import { useT } from './cardI18n';

const STARS = [1, 2, 3, 4, 5];

/**
 * A read-only 5-star display of a whole-number rating (the API sends the average rounded down).
 * With a `count` of 0 it says "No ratings yet" instead of empty stars.
 */
export function RatingStars({
  rating,
  count,
  size = 'sm',
}: {
  rating: number;
  count?: number;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  if (count === 0) return <NoRatingsYet fontSize={size} />;
  return (
    <HStack
      gap="1"
      aria-label={
        count === undefined
          ? t('courses.card.rated', { rating })
          : t('courses.card.ratedFrom', { rating, count, n: formatCount(count) })
      }
      role="img"
    >
      <Text as="span" fontWeight="semibold" fontSize={size} color="accent.700" aria-hidden>
        {rating}
      </Text>
      <HStack gap="0.5" aria-hidden>
        {STARS.map((star) => (
          <Icon
            key={star}
            as={LuStar}
            boxSize={size === 'sm' ? '3.5' : '4'}
            color={star <= rating ? 'accent.400' : 'gray.300'}
            fill={star <= rating ? 'accent.400' : 'none'}
          />
        ))}
      </HStack>
      {count !== undefined && (
        <Text as="span" fontSize={size} color="fg.muted" aria-hidden>
          ({formatCount(count)})
        </Text>
      )}
    </HStack>
  );
}
