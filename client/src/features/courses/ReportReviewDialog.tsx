import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useReportReviewMutation } from './reviewReport.generated';
import { errorMessage } from '../../lib/errorMessage';
import { fieldProblems } from '../../lib/graphqlErrors';
import { useT } from './i18n';

/** Tells the admins what is wrong with a review (once per review); loaded on first use. */
export default function ReportReviewDialog({
  review,
  onClose,
}: {
  review: { id: string; reviewerName: string } | null;
  onClose: () => void;
}) {
  const t = useT();
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
    if (!reason.trim()) return setError(t('courses.report.reasonRequired'));
    try {
      await report({ variables: { reviewId: review.id, reason: reason.trim() } });
      showToast('success', t('courses.report.done'));
      close();
    } catch (e) {
      setError(fieldProblems(e)[0]?.message ?? errorMessage(e, t('courses.report.failed')));
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
                <Dialog.Title>
                  {t('courses.report.title', { name: review?.reviewerName ?? '' })}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>
                    {t('courses.report.reason')}
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
                  {t('courses.report.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {t('courses.report.submit')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
