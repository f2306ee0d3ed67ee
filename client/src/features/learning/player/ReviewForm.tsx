import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { REVIEW_MAX_LENGTH } from '../../../../../shared/review';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount } from '../../../lib/format';
import { useRateCourse } from './useRateCourse';
import { useT } from '../i18n';

interface ReviewFormProps {
  courseId: string;
  /** The viewer's stars: a review is saved with them, so there must be some. */
  rating: number | null;
  review: string | null;
  /** Moderators hid the stored review from the course page: said in the field's description. */
  hiddenByModerators?: boolean;
}

/** 'Your review (optional)': plain text with a character counter, saved with the current stars. */
export function ReviewForm({
  courseId,
  rating,
  review,
  hiddenByModerators = false,
}: ReviewFormProps) {
  const t = useT();
  const [text, setText] = useState(review ?? '');
  const [rateCourse, { loading }] = useRateCourse(courseId);
  const length = text.length;
  const tooLong = length > REVIEW_MAX_LENGTH;
  const unchanged = text.trim() === (review ?? '');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!rating || tooLong) return;
    try {
      const { data } = await rateCourse({ variables: { courseId, rating, review: text } });
      const saved = data?.rateCourse.review ?? null;
      setText(saved ?? '');
      showToast('success', t(saved ? 'learning.reviewSaved' : 'learning.reviewRemoved'));
    } catch (error) {
      showToast('error', errorMessage(error, t('learning.reviewSaveFailed')));
    }
  }

  return (
    <Stack as="form" gap="2" onSubmit={(event) => void save(event)}>
      <Field.Root invalid={tooLong}>
        <Field.Label>{t('learning.yourReview')}</Field.Label>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          autoresize
          maxH="60"
          placeholder={t('learning.reviewPlaceholder')}
        />
        {/* The field's description, read with the box: the moderation notice, then the count. */}
        <Field.HelperText>
          {hiddenByModerators && (
            <Text as="span" display="block" data-testid="review-hidden">
              {t('learning.reviewHidden')}
            </Text>
          )}
          <Text as="span" data-testid="review-counter">
            {t('learning.characterCount', {
              count: formatCount(length),
              max: formatCount(REVIEW_MAX_LENGTH),
            })}
          </Text>
        </Field.HelperText>
        <Field.ErrorText>{t('learning.reviewTooLong', { max: REVIEW_MAX_LENGTH })}</Field.ErrorText>
      </Field.Root>
      {!rating && (
        <Text fontSize="sm" color="fg.muted">
          {t('learning.chooseStarsFirst')}
        </Text>
      )}
      <Button
        type="submit"
        alignSelf="flex-start"
        colorPalette="brand"
        loading={loading}
        disabled={!rating || tooLong || unchanged}
      >
        {t('learning.saveReview')}
      </Button>
    </Stack>
  );
}
