import { HStack, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { RatingStars } from './RatingStars';

interface Review {
  reviewerName: string;
  rating: number;
  updatedAt: string;
  review: string;
}

/** Who wrote a review, their stars and when, then the text as written (plain text, never HTML). */
export function ReviewBody({
  review,
  nameWeight = 'semibold',
}: {
  review: Review;
  nameWeight?: string;
}) {
  return (
    <>
      <HStack gap="3" wrap="wrap" my="1">
        <Text fontWeight={nameWeight}>{review.reviewerName}</Text>
        <RatingStars rating={review.rating} />
        <Text fontSize="sm" color="fg.muted">
          {formatDate(review.updatedAt)}
        </Text>
      </HStack>
      <Text whiteSpace="pre-line" overflowWrap="anywhere">
        {review.review}
      </Text>
    </>
  );
}
