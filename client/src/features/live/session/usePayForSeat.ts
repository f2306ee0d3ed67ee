import { useApolloClient } from '@apollo/client';
import { usePayOrder } from '../../checkout/usePayOrder';
import { browserZone } from '../../mentorship/zones';
import { LiveSessionPageDocument, useBuyLiveSeatMutation } from './liveSession.generated';

/**
 * Buying a seat of a paid session: `buyLiveSeat` holds it (or reopens the held seat's order) and
 * the payment windows of checkout's usePayOrder pay for it, which confirms it; a coupon that
 * makes it free confirms it at once. `pay` resolves 'confirmed' or 'cancelled' (the window was
 * closed); a refusal or failure rejects. The page is asked again once the payment confirms the
 * seat (the purchase verified on the server). Render `dialog` beside it.
 */
export function usePayForSeat(liveSessionId: string) {
  const client = useApolloClient();
  const { payOrder, dialog } = usePayOrder('session');
  const [buy] = useBuyLiveSeatMutation({
    // The seat is held now, paid or not: the page shows it either way.
    refetchQueries: [{ query: LiveSessionPageDocument, variables: { id: liveSessionId } }],
  });

  async function pay(couponCode: string | null) {
    const { data } = await buy({
      variables: { id: liveSessionId, timeZone: browserZone(), couponCode },
    });
    const order = data?.buyLiveSeat;
    if (!order) throw new Error(); // the caller's own words for a failure
    if (order.__typename === 'FreeLiveSeat') return 'confirmed' as const;
    if (order.__typename !== 'PaymentOrder') throw new Error();
    const outcome = await payOrder(order);
    if (outcome === 'confirmed') await client.refetchQueries({ include: [LiveSessionPageDocument] });
    return outcome;
  }

  return { pay, dialog };
}
