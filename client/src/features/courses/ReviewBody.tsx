import { Box, HStack, Text } from '@chakra-ui/react';
import { FoldableText } from '../../components/FoldableText';
import { formatDate } from '../../lib/format';
import { useT } from './i18n';
import { RatingStars } from './RatingStars';

interface Reply {
  text: string;
  authorName?: string | null;
  updatedAt: string;
}

interface Review {
  reviewerName: string;
  rating: number;
  updatedAt: string;
  review: string;
  reply?: Reply | null;
}

/**
 * Who wrote a review, their stars and when, then the text as written (plain text, never HTML),
 * folded behind 'Read more' when long, and the educator's reply under it.
 */
export function ReviewBody({
  review,
  nameWeight = 'semibold',
}: {
  review: Review;
  nameWeight?: string;
}) {
  const t = useT();
  return (
    <>
      <HStack gap="3" wrap="wrap" my="1">
        <Text fontWeight={nameWeight}>{review.reviewerName}</Text>
        <RatingStars rating={review.rating} />
        <Text fontSize="sm" color="fg.muted">
          {formatDate(review.updatedAt)}
        </Text>
      </HStack>
      <FoldableText
        whiteSpace="pre-line"
        overflowWrap="anywhere"
        subject={t('courses.reviews.subject', { name: review.reviewerName })}
      >
        {review.review}
      </FoldableText>
      {review.reply && <ReviewReply reply={review.reply} />}
    </>
  );
}

/** The educator's answer, set in under the review. */
export function ReviewReply({ reply }: { reply: Reply }) {
  const t = useT();
  return (
    <Box
      mt="3"
      ms={{ base: '3', md: '6' }}
      ps="3"
      borderStartWidth="3px"
      borderColor="brand.muted"
      data-testid="review-reply"
    >
      <HStack gap="3" wrap="wrap" mb="1">
        <Text fontSize="sm" fontWeight="semibold">
          {reply.authorName
            ? t('courses.reviews.replyFrom', { name: reply.authorName })
            : t('courses.reviews.replyFromInstructor')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(reply.updatedAt)}
        </Text>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        {reply.text}
      </Text>
    </Box>
  );
}
