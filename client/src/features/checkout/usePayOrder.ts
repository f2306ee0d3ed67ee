import { useContext, useMemo } from 'react';
import type { PaymentProviderName } from '../../generated/types';
import { useAuth } from '../auth/authContext';
import type { SandboxSubject } from './SandboxCheckoutDialog';
import { useVerifyPaymentMutation } from './enroll.generated';
import type { Checkout, PaymentOrder } from './checkoutTypes';
import { razorpayCheckout } from './razorpayCheckout';
import { RazorpayLoaderContext } from './razorpayLoaderContext';
import { useSandboxCheckout } from './useSandboxCheckout';

/**
 * Pays an order that is not a course's (a session's, a live seat's) through the course page's
 * payment windows (Razorpay Checkout, or the sandbox checkout) and `verifyPayment`, which confirms
 * what it was for. `payOrder` resolves 'confirmed' or 'cancelled' (the window was closed); a
 * refusal or failure rejects. Render `dialog` beside it.
 */
export function usePayOrder(subject: SandboxSubject) {
  const { user } = useAuth();
  const loadRazorpay = useContext(RazorpayLoaderContext);
  const sandbox = useSandboxCheckout(subject);
  const [verifyPayment] = useVerifyPaymentMutation();
  const checkouts = useMemo<Record<PaymentProviderName, Checkout>>(
    () => ({ RAZORPAY: razorpayCheckout(loadRazorpay), SANDBOX: sandbox.checkout }),
    [loadRazorpay, sandbox.checkout],
  );

  async function payOrder(order: PaymentOrder) {
    const outcome = await checkouts[order.provider](order, {
      name: user?.name ?? '',
      email: user?.email ?? '',
      contact: user?.phone ?? undefined,
    });
    if (outcome.kind === 'cancelled') return 'cancelled' as const;
    const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = outcome.proof;
    await verifyPayment({
      variables: {
        input: {
          purchaseId: order.purchaseId,
          razorpayOrderId,
          razorpayPaymentId,
          razorpaySignature,
        },
      },
    });
    return 'confirmed' as const;
  }

  return { payOrder, dialog: sandbox.dialog };
}
