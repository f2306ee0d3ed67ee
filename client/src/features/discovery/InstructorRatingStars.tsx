import { Box, HStack, Icon } from '@chakra-ui/react';
import { LuStar, LuStarHalf } from 'react-icons/lu';

const STARS = [1, 2, 3, 4, 5];

/** Five stars for an average with decimals: full, half (from .25 short of a star) or empty. */
export function InstructorRatingStars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" aria-hidden>
      {STARS.map((star) => {
        const fill = rating >= star - 0.25 ? 'full' : rating >= star - 0.75 ? 'half' : 'empty';
        return (
          <Box key={star} position="relative" boxSize="4" data-fill={fill}>
            <Icon
              as={LuStar}
              boxSize="4"
              position="absolute"
              inset="0"
              color={fill === 'full' ? 'accent.400' : 'gray.300'}
              fill={fill === 'full' ? 'accent.400' : 'none'}
            />
            {fill === 'half' && (
              <Icon
                as={LuStarHalf}
                boxSize="4"
                position="absolute"
                inset="0"
                color="accent.400"
                fill="accent.400"
              />
            )}
          </Box>
        );
      })}
    </HStack>
  );
}
