import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuMessageSquareReply, LuPencil, LuTrash2 } from 'react-icons/lu';
import { REVIEW_MAX_LENGTH } from '../../../../../shared/review';
import { showToast } from '../../../components/ui/toaster';
import { useRemoveReviewReplyMutation, useReplyToReviewMutation } from './reviewReplies.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';

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
  const t = useT();
  const trimmed = text.trim();
  const tooLong = text.length > REVIEW_MAX_LENGTH;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || tooLong) return;
    try {
      await saveReply({ variables: { reviewId, reply: text } });
      showToast('success', t(reply ? 'educator.reply.updated' : 'educator.reply.posted'));
      setEditing(false);
    } catch (error) {
      showToast('error', errorMessage(error, t('educator.reply.saveError')));
    }
  }

  async function remove() {
    try {
      await removeReply({ variables: { reviewId } });
      setText('');
      showToast('success', t('educator.reply.removed'));
    } catch (error) {
      showToast('error', errorMessage(error, t('educator.reply.removeError')));
    }
  }

  if (!editing)
    return (
      <HStack gap="2" mt="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          aria-label={t(reply ? 'educator.reply.editLabel' : 'educator.reply.replyLabel', {
            name: reviewerName,
          })}
          onClick={() => {
            setText(reply ?? '');
            setEditing(true);
          }}
        >
          {reply ? <LuPencil aria-hidden /> : <LuMessageSquareReply aria-hidden />}
          {t(reply ? 'educator.reply.edit' : 'educator.reply.reply')}
        </Button>
        {reply && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={removing.loading}
            aria-label={t('educator.reply.removeLabel', { name: reviewerName })}
            onClick={() => void remove()}
          >
            <LuTrash2 aria-hidden /> {t('educator.reply.remove')}
          </Button>
        )}
      </HStack>
    );

  return (
    <Stack as="form" gap="2" mt="3" onSubmit={(event) => void save(event)}>
      <Field.Root invalid={tooLong} required>
        <Field.Label htmlFor={fieldId}>
          {t('educator.reply.fieldLabel', { name: reviewerName })}
        </Field.Label>
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
          {t('educator.reply.helper', {
            length: formatCount(text.length),
            max: formatCount(REVIEW_MAX_LENGTH),
          })}
        </Field.HelperText>
        <Field.ErrorText>
          {t('educator.reply.tooLong', { max: formatCount(REVIEW_MAX_LENGTH) })}
        </Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={saving.loading}
          disabled={!trimmed || tooLong}
        >
          {t(reply ? 'educator.reply.save' : 'educator.reply.post')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('educator.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
