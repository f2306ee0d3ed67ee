import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { useCurrency } from '../../../lib/useCurrency';
import { formatPaisePrice } from '../../mentorship/price';
import { browserZone } from '../../mentorship/zones';
import { useT } from '../i18n';
import {
  useCancelLiveSeatMutation,
  useClaimLiveSeatMutation,
  useJoinLiveWaitlistMutation,
  useRsvpLiveSessionMutation,
} from './liveSession.generated';
import { usePayForSeat } from './usePayForSeat';

/**
 * What a learner does about a session's seats, each answered into the page's cache (the mutations
 * return the session), with one busy flag and the server's refusal as `problem`. The learner's
 * zone goes with a seat taken, for their invite and mails. Render `dialog` (the sandbox checkout).
 */
export function useSeatActions(liveSessionId: string) {
  const t = useT();
  const currency = useCurrency();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { pay: payOrder, dialog } = usePayForSeat(liveSessionId);
  const [rsvp] = useRsvpLiveSessionMutation();
  const [joinWaitlist] = useJoinLiveWaitlistMutation();
  const [claim] = useClaimLiveSeatMutation();
  const [cancel] = useCancelLiveSeatMutation();
  const variables = () => ({ id: liveSessionId, timeZone: browserZone() });

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error, t('live.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function pay(couponCode: string | null) {
    const outcome = await payOrder(couponCode);
    showToast(
      outcome === 'confirmed' ? 'success' : 'info',
      t(outcome === 'confirmed' ? 'live.seat.paid' : 'live.seat.payCancelled'),
    );
  }

  return {
    busy,
    problem,
    dialog,
    take: () => act(() => rsvp({ variables: variables() })),
    joinWaitlist: () => act(() => joinWaitlist({ variables: variables() })),
    pay: (couponCode: string | null) => act(() => pay(couponCode)),
    claim: (seatId: string) =>
      act(async () => {
        const { data } = await claim({ variables: { id: seatId } });
        // A paid seat is held for its checkout once claimed: on to paying for it.
        if (data?.claimLiveSeat.status === 'HELD') await pay(null);
      }),
    /** Gives up a seat or a place in line; ConfirmAction shows a refusal itself. */
    giveUp: async (seatId: string) => {
      const { data } = await cancel({ variables: { id: seatId } });
      const refunded = data?.cancelLiveSeat.refundedPaise;
      if (refunded)
        showToast(
          'success',
          t('live.seat.refunded', { amount: formatPaisePrice(refunded, currency) }),
        );
    },
  };
}

export type SeatActions = ReturnType<typeof useSeatActions>;
