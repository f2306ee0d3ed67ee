import { usePayOrder } from '../checkout/usePayOrder';
import { usePayForBookingMutation } from './mentors.generated';

/**
 * Paying for a held session through the course page's payment windows (checkout's usePayOrder),
 * which confirms the booking. `pay` resolves 'confirmed' or 'cancelled' (the window was closed); a
 * refusal or failure rejects. Render `dialog` beside it.
 */
export function usePayForBooking() {
  const { payOrder, dialog } = usePayOrder('session');
  const [payForBooking] = usePayForBookingMutation();

  async function pay(bookingId: string, couponCode: string | null) {
    const { data } = await payForBooking({ variables: { bookingId, couponCode } });
    const order = data?.payForBooking;
    if (!order) throw new Error(); // the caller's own words for a failure
    if (order.__typename === 'FreeBooking') return 'confirmed' as const;
    if (order.__typename !== 'PaymentOrder') throw new Error();
    return payOrder(order);
  }

  return { pay, dialog };
}
