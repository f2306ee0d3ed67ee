import { useContext, useMemo } from 'react';
import type { PaymentProviderName } from '../../generated/types';
import { useAuth } from '../auth/authContext';
import { useVerifyPaymentMutation } from '../checkout/enroll.generated';
import type { Checkout } from '../checkout/checkoutTypes';
import { razorpayCheckout } from '../checkout/razorpayCheckout';
import { RazorpayLoaderContext } from '../checkout/razorpayLoaderContext';
import { useSandboxCheckout } from '../checkout/useSandboxCheckout';
import { usePayForBookingMutation } from './mentors.generated';

/**
 * Paying for a held session through the course page's payment windows (Razorpay Checkout, or the
 * sandbox checkout) and `verifyPayment`, which confirms the booking. `pay` resolves 'confirmed'
 * or 'cancelled' (the window was closed); a refusal or failure rejects. Render `dialog` beside it.
 */
export function usePayForBooking() {
  const { user } = useAuth();
  const loadRazorpay = useContext(RazorpayLoaderContext);
  const sandbox = useSandboxCheckout('session');
  const [payForBooking] = usePayForBookingMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const checkouts = useMemo<Record<PaymentProviderName, Checkout>>(
    () => ({ RAZORPAY: razorpayCheckout(loadRazorpay), SANDBOX: sandbox.checkout }),
    [loadRazorpay, sandbox.checkout],
  );

  async function pay(bookingId: string, couponCode: string | null) {
    const { data } = await payForBooking({ variables: { bookingId, couponCode } });
    const order = data?.payForBooking;
    if (!order) throw new Error('No answer');
    if (order.__typename === 'FreeBooking') return 'confirmed' as const;
    if (order.__typename !== 'PaymentOrder') throw new Error('Unexpected answer');
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

  return { pay, dialog: sandbox.dialog };
}
