import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuMessageSquareReply, LuPencil, LuTrash2 } from 'react-icons/lu';
import { REVIEW_MAX_LENGTH } from '../../../../../shared/review';
import { showToast } from '../../../components/ui/toaster';
import { useRemoveReviewReplyMutation, useReplyToReviewMutation } from './reviewReplies.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount } from '../../../lib/format';

interface ReviewReplyEditorProps {
  reviewId: string;
  reviewerName: string;
  reply: string | null;
}

/**
 * Reply under a review, or Edit reply and Remove for the one already there. The answer updates
 * the cached review, so the list shows the reply at once.
 */
export function ReviewReplyEditor({ reviewId, reviewerName, reply }: ReviewReplyEditorProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply ?? '');
  const [saveReply, saving] = useReplyToReviewMutation();
  const [removeReply, removing] = useRemoveReviewReplyMutation();
  const fieldId = useId();
  const trimmed = text.trim();
  const tooLong = text.length > REVIEW_MAX_LENGTH;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || tooLong) return;
    try {
      await saveReply({ variables: { reviewId, reply: text } });
      showToast('success', reply ? 'Reply updated' : 'Reply posted under the review');
      setEditing(false);
    } catch (error) {
      showToast('error', errorMessage(error, 'Could not save your reply'));
    }
  }

  async function remove() {
    try {
      await removeReply({ variables: { reviewId } });
      setText('');
      showToast('success', 'Reply removed');
    } catch (error) {
      showToast('error', errorMessage(error, 'Could not remove your reply'));
    }
  }

  if (!editing)
    return (
      <HStack gap="2" mt="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          aria-label={`${reply ? 'Edit your reply to' : 'Reply to'} ${reviewerName}`}
          onClick={() => {
            setText(reply ?? '');
            setEditing(true);
          }}
        >
          {reply ? <LuPencil aria-hidden /> : <LuMessageSquareReply aria-hidden />}
          {reply ? 'Edit reply' : 'Reply'}
        </Button>
        {reply && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={removing.loading}
            aria-label={`Remove your reply to ${reviewerName}`}
            onClick={() => void remove()}
          >
            <LuTrash2 aria-hidden /> Remove
          </Button>
        )}
      </HStack>
    );

  return (
    <Stack as="form" gap="2" mt="3" onSubmit={(event) => void save(event)}>
      <Field.Root invalid={tooLong} required>
        <Field.Label htmlFor={fieldId}>Your reply to {reviewerName}</Field.Label>
        <Textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          autoresize
          maxH="60"
          autoFocus
        />
        <Field.HelperText>
          {formatCount(text.length)} / {formatCount(REVIEW_MAX_LENGTH)} characters. Shown under the
          review on the course page.
        </Field.HelperText>
        <Field.ErrorText>Reply must be at most {REVIEW_MAX_LENGTH} characters</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={saving.loading}
          disabled={!trimmed || tooLong}
        >
          {reply ? 'Save reply' : 'Post reply'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
