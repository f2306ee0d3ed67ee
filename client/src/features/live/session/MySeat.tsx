import { Button, HStack, Text } from '@chakra-ui/react';
import { intlLocale } from '../../../i18n/locale';
import { useCurrency } from '../../../lib/useCurrency';
import { formatPaisePrice } from '../../mentorship/price';
import { browserZone } from '../../mentorship/zones';
import { ConfirmAction } from '../ConfirmAction';
import { useT } from '../i18n';
import { formatMeeting } from '../liveTime';
import { AddLiveToCalendar } from './AddLiveToCalendar';
import { JoinLive } from './JoinLive';
import type { LiveSessionPageFieldsFragment } from './liveSession.generated';
import { PayForSeat } from './PayForSeat';
import type { SeatActions } from './useSeatActions';

type Seat = NonNullable<LiveSessionPageFieldsFragment['mySeat']>;

/**
 * The viewer's own seat or place: in line (their number), offered (claim before the deadline),
 * held for payment, or confirmed (calendar, the room, and giving it up with the refund rule said).
 */
export function MySeat({
  session,
  seat,
  actions,
  now,
}: {
  session: LiveSessionPageFieldsFragment;
  seat: Seat;
  actions: SeatActions;
  now: number;
}) {
  const t = useT();
  const currency = useCurrency();
  const money = (paise: number) => formatPaisePrice(paise, currency);
  const at = (iso: string | null | undefined) =>
    iso ? formatMeeting(iso, browserZone(), intlLocale()) : '';
  const giveUp = () => actions.giveUp(seat.id);

  switch (seat.status) {
    case 'WAITLISTED':
      return (
        <>
          <Text fontWeight="semibold" data-testid="live-my-seat">
            {t('live.seat.inLine', { position: seat.waitlistPosition ?? 0 })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('live.seat.inLineHelp')}
          </Text>
          <ConfirmAction
            label={t('live.seat.leaveWaitlist')}
            question={t('live.seat.leaveWaitlistAsk')}
            confirmLabel={t('live.seat.leaveWaitlistYes')}
            onConfirm={giveUp}
          />
        </>
      );
    case 'OFFERED':
      return (
        <>
          <Text fontWeight="semibold" data-testid="live-my-seat">
            {t('live.seat.offered', { deadline: at(seat.expiresAt) })}
          </Text>
          {session.access === 'SEAT' && (
            <Text fontSize="sm" color="fg.muted">
              {t('live.seat.offeredPaid', { price: money(seat.pricePaise) })}
            </Text>
          )}
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            loading={actions.busy}
            onClick={() => void actions.claim(seat.id)}
          >
            {t('live.seat.claim')}
          </Button>
          <ConfirmAction
            label={t('live.seat.decline')}
            question={t('live.seat.declineAsk')}
            confirmLabel={t('live.seat.declineYes')}
            onConfirm={giveUp}
          />
        </>
      );
    case 'HELD':
      return (
        <>
          <Text fontWeight="semibold" data-testid="live-my-seat">
            {t('live.seat.held', { deadline: at(seat.expiresAt) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('live.seat.refundRule')}
          </Text>
          <PayForSeat
            label={t('live.seat.pay', { price: money(seat.pricePaise) })}
            actions={actions}
          />
          <ConfirmAction
            label={t('live.seat.cancel')}
            question={t('live.seat.cancelHeldAsk')}
            confirmLabel={t('live.seat.cancelYes')}
            onConfirm={giveUp}
          />
        </>
      );
    default:
      return (
        <>
          <Text fontWeight="semibold" data-testid="live-my-seat">
            {t('live.seat.confirmed')}
          </Text>
          <HStack gap="3" wrap="wrap">
            <AddLiveToCalendar liveSessionId={session.id} />
          </HStack>
          <JoinLive session={session} now={now} />
          <ConfirmAction
            label={t('live.seat.cancel')}
            question={refundRule(seat, now, t, at, money)}
            confirmLabel={t('live.seat.cancelYes')}
            onConfirm={giveUp}
          />
        </>
      );
  }
}

/** What giving up a confirmed seat costs, in words: the refund rule as it stands for this seat now. */
function refundRule(
  seat: Seat,
  now: number,
  t: ReturnType<typeof useT>,
  at: (iso: string) => string,
  money: (paise: number) => string,
): string {
  if (!seat.paidPaise) return t('live.seat.cancelFreeAsk');
  if (seat.refundableUntil && Date.parse(seat.refundableUntil) > now)
    return t('live.seat.cancelRefundAsk', {
      amount: money(seat.paidPaise),
      deadline: at(seat.refundableUntil),
    });
  return t('live.seat.cancelNoRefundAsk');
}
