import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { REFUND_REASON_MAX_LENGTH } from '../../../../../shared/refund-policy';
import { showToast } from '../../../components/ui/toaster';
import { useRequestRefundMutation } from './refund.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { useAuth } from '../../auth/authContext';
import { markEnrolled } from './markEnrolled';
import type { Enrollment } from './enrollmentTypes';
import { useT } from '../i18n';

/** Whether the money-back guarantee still covers this enrollment (the server checks again). */
export const canRefund = ({ refundableUntil }: Enrollment, now = Date.now()) =>
  refundableUntil != null && new Date(refundableUntil).getTime() > now;

/**
 * 'Request refund' for a paid course inside its refund window: a dialog says what a refund takes
 * away, asks for an optional reason, and refunds. Renders nothing once the window has closed.
 */
export function RefundButton({ enrollment }: { enrollment: Enrollment }) {
  const { course, refundableUntil } = enrollment;
  const { user } = useAuth();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [requestRefund, { loading }] = useRequestRefundMutation({
    update(cache) {
      if (user) markEnrolled(cache, course.id, user.id, false);
    },
  });
  if (!canRefund(enrollment)) return null;

  async function refund() {
    try {
      const { data } = await requestRefund({
        variables: { courseId: course.id, reason: reason.trim() || null },
      });
      if (!data) return;
      const { amount, currency, message } = data.requestRefund;
      setOpen(false);
      showToast(
        'success',
        t('learning.refunded', { amount: formatMoney(amount, currency), message }),
      );
    } catch (error) {
      showToast('error', errorMessage(error, t('learning.refundFailed')));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !loading && setOpen(details.open)}
      placement="center"
      size="md"
    >
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('learning.requestRefundLabel', { title: course.courseTitle })}
        >
          {t('learning.requestRefund')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">
                {t('learning.refundTitle', { title: course.courseTitle })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Text>{t('learning.refundExplain')}</Text>
              <Text color="fg.muted" fontSize="sm">
                {t('learning.refundableUntil', { date: formatDate(refundableUntil!) })}
              </Text>
              <Field.Root>
                <Field.Label>{t('learning.refundReason')}</Field.Label>
                <Textarea
                  rows={3}
                  maxLength={REFUND_REASON_MAX_LENGTH}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
                <Field.HelperText>
                  {t('learning.refundReasonCount', {
                    count: formatCount(reason.length),
                    max: formatCount(REFUND_REASON_MAX_LENGTH),
                  })}
                </Field.HelperText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>
                  {t('learning.keepCourse')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void refund()} loading={loading}>
                {t('learning.refundCourse')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('learning.close')} disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
