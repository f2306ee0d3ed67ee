import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { NoRatingsYet } from './NoRatingsYet';
import { useT } from './i18n';

const STARS = [0, 1, 2, 3, 4];

/**
 * Five stars filled to a fractional rating (4.7 fills the fifth star 70 %), plus the number with
 * one decimal. With `count`, the label says how many ratings it is from, and 0 ratings read
 * "No ratings yet" instead of empty stars.
 */
export function StarRating({ rating, count }: { rating: number; count?: number }) {
  const t = useT();
  if (count === 0) return <NoRatingsYet />;
  const rounded = Number(rating.toFixed(1));
  const label =
    count === undefined
      ? t('components.rated', { rating: rounded })
      : t('components.ratedFrom', { rating: rounded, count });
  return (
    <HStack gap="2" role="img" aria-label={label}>
      <HStack gap="0.5" aria-hidden>
        {STARS.map((star) => {
          const fill = Math.round(Math.min(Math.max(rating - star, 0), 1) * 100) / 100;
          return (
            <Box key={star} position="relative" boxSize="4">
              <Icon as={LuStar} boxSize="4" display="block" color="gray.300" />
              <Box
                data-star-fill={fill}
                position="absolute"
                inset="0"
                width={`${fill * 100}%`}
                overflow="hidden"
              >
                <Icon
                  as={LuStar}
                  boxSize="4"
                  maxW="none"
                  display="block"
                  color="accent.400"
                  fill="accent.400"
                />
              </Box>
            </Box>
          );
        })}
      </HStack>
      <Text as="span" fontSize="sm" fontWeight="semibold" color="accent.700" aria-hidden>
        {rating.toFixed(1)}
      </Text>
    </HStack>
  );
}
