import { Alert, Button, CloseButton, DataList, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useSandboxCheckoutMutation } from './enroll.generated';
import { formatMoney } from '../../lib/format';
import type { Payer, PaymentOrder, PaymentProof } from './checkoutTypes';
import { useT } from './i18n';

/** What is being paid for: the dialog names it so. */
export type SandboxSubject = 'course' | 'session';

interface Props {
  order: PaymentOrder;
  subject?: SandboxSubject;
  payer: Payer;
  onPaid: (proof: PaymentProof) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/**
 * The built-in test checkout shown in place of Razorpay's window when the server runs in sandbox
 * mode: Pay asks the server for a signed test payment, Cancel or closing dismisses it.
 */
export function SandboxCheckoutDialog({
  order,
  subject = 'course',
  payer,
  onPaid,
  onCancel,
  onError,
}: Props) {
  const t = useT();
  const [sandboxCheckout] = useSandboxCheckoutMutation();
  const [paying, setPaying] = useState(false);
  const price = formatMoney(order.amount / 100, order.currency);

  async function pay() {
    setPaying(true);
    try {
      const { data } = await sandboxCheckout({ variables: { purchaseId: order.purchaseId } });
      if (!data) throw new Error(t('checkout.testPaymentFailed'));
      const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = data.sandboxCheckout;
      onPaid({ razorpayOrderId, razorpayPaymentId, razorpaySignature });
    } catch (error) {
      onError(error);
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !paying) onCancel();
      }}
      closeOnInteractOutside={!paying}
      closeOnEscape={!paying}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('checkout.testCheckout')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="5">
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('checkout.sandboxTitle')}</Alert.Title>
                  <Alert.Description>
                    {t(
                      subject === 'session'
                        ? 'checkout.sandboxTextSession'
                        : 'checkout.sandboxText',
                    )}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <DataList.Root orientation="horizontal" gap="3">
                <DataList.Item>
                  <DataList.ItemLabel>
                    {t(subject === 'session' ? 'checkout.session' : 'checkout.course')}
                  </DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold" overflowWrap="anywhere">
                    {order.courseName}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('checkout.amount')}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold">{price}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('checkout.billedTo')}</DataList.ItemLabel>
                  <DataList.ItemValue overflowWrap="anywhere">
                    {t('checkout.payer', { name: payer.name, email: payer.email })}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={paying}>
                {t('checkout.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => void pay()}
                loading={paying}
                loadingText={t('checkout.paying')}
              >
                {t('checkout.pay', { price })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('checkout.close')} disabled={paying} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
