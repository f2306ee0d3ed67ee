import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useReportReviewMutation } from './reviewReport.generated';
import { errorMessage } from '../../lib/errorMessage';
import { fieldProblems } from '../../lib/graphqlErrors';

/** Tells the admins what is wrong with a review (once per review); loaded on first use. */
export default function ReportReviewDialog({
  review,
  onClose,
}: {
  review: { id: string; reviewerName: string } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, { loading }] = useReportReviewMutation();

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!review) return;
    if (!reason.trim()) return setError('Say what is wrong with this review');
    try {
      await report({ variables: { reviewId: review.id, reason: reason.trim() } });
      showToast('success', 'Thank you: the review was reported and an admin will look at it.');
      close();
    } catch (e) {
      setError(fieldProblems(e)[0]?.message ?? errorMessage(e, 'The review could not be reported'));
    }
  }

  return (
    <Dialog.Root
      open={review !== null}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Report {review?.reviewerName}’s review</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>
                    What is wrong with it?
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={500}
                    onChange={(event) => {
                      setReason(event.target.value);
                      setError(null);
                    }}
                  />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  Report review
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
