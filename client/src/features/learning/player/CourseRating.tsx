import { chakra, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuStar } from 'react-icons/lu';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { ReviewForm } from './ReviewForm';
import { useRateCourse } from './useRateCourse';
import { useT } from '../i18n';

const STARS = [1, 2, 3, 4, 5];

/**
 * 'Rate this course:' with five star buttons, then the viewer's written review. The pressed star
 * is the viewer's current rating; a click saves a new one (rating again replaces it) and leaves
 * the review as it is.
 */
export function CourseRating({
  courseId,
  rating,
  review,
  reviewHidden = false,
}: {
  courseId: string;
  rating: number | null;
  review: string | null;
  /** Moderators hid the written review from the course page. */
  reviewHidden?: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const [rateCourse, { loading }] = useRateCourse(courseId);

  async function rate(star: number) {
    try {
      const { data } = await rateCourse({ variables: { courseId, rating: star } });
      if (data) showToast('success', data.rateCourse.message);
    } catch (error) {
      showToast('error', errorMessage(error, t('learning.rateFailed')));
    }
  }

  const shown = preview ?? rating ?? 0;
  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4">
      <HStack gap="3" wrap="wrap">
        <Text id={labelId} fontWeight="semibold">
          {t('learning.rateThisCourse')}
        </Text>
        <HStack
          role="group"
          aria-labelledby={labelId}
          gap="1"
          onMouseLeave={() => setPreview(null)}
        >
          {STARS.map((star) => (
            <chakra.button
              key={star}
              type="button"
              aria-label={t('learning.rateStars', { count: star })}
              aria-pressed={rating === star}
              disabled={loading}
              onClick={() => void rate(star)}
              onMouseEnter={() => setPreview(star)}
              onFocus={() => setPreview(star)}
              onBlur={() => setPreview(null)}
              display="inline-flex"
              p="1"
              rounded="md"
              cursor="pointer"
              _disabled={{ cursor: 'progress', opacity: 0.7 }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <Icon
                as={LuStar}
                boxSize="6"
                color={star <= shown ? 'accent.400' : 'gray.300'}
                fill={star <= shown ? 'accent.400' : 'none'}
                aria-hidden
              />
            </chakra.button>
          ))}
        </HStack>
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="your-rating">
        {rating ? t('learning.yourRating', { rating }) : t('learning.notRated')}
      </Text>
      {/* Keyed by the stored review, so the box shows it again once it arrives or changes. */}
      <ReviewForm
        key={review ?? ''}
        courseId={courseId}
        rating={rating}
        review={review}
        hiddenByModerators={reviewHidden && review !== null}
      />
    </Stack>
  );
}
