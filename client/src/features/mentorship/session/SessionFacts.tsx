import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { intlLocale } from '../../../i18n/locale';
import { formatPaisePrice } from '../price';
import { browserZone, formatDay, formatDayTime, formatTime } from '../zones';
import { useT } from './i18n';
import { useStatusLabel } from './SessionStatus';
import { refundState, type Side } from './sessionRules';
import type { MentorshipSessionDetailFragment } from './sessions.generated';

type Booking = MentorshipSessionDetailFragment;

/** When (the viewer's zone, the other's beside it), status, cancellation policy, the note. */
export function SessionFacts({ booking, side }: { booking: Booking; side: Side }) {
  const t = useT();
  const statusLabel = useStatusLabel();
  const locale = intlLocale();
  const zone = browserZone();
  const other = side === 'learner' ? booking.mentor : booking.learner;
  const otherZone = side === 'learner' ? booking.mentorTimeZone : booking.learnerTimeZone;
  const { startsAt, endsAt } = booking;
  return (
    <Stack as="dl" gap="4">
      <Fact term={t('sessions.page.when')}>
        <Text fontWeight="semibold">
          {t('sessions.page.yourTime', {
            day: formatDay(startsAt, zone, locale),
            start: formatTime(startsAt, zone, locale),
            end: formatTime(endsAt, zone, locale),
            zone,
          })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('sessions.page.theirTime', {
            start: formatDayTime(startsAt, otherZone, locale),
            end: formatTime(endsAt, otherZone, locale),
            name: other.name,
            zone: otherZone,
          })}
        </Text>
      </Fact>
      <Fact term={t('sessions.page.status')}>
        <StatusText booking={booking} side={side} label={statusLabel(booking)} />
      </Fact>
      <Fact term={t('sessions.page.policy')}>
        <Text>
          {t('sessions.page.policyText', {
            policy: booking.sessionType.cancellationPolicy,
            hours: booking.cancellationNoticeHours,
          })}
        </Text>
      </Fact>
      {booking.note && (
        <Fact term={t('sessions.page.note')}>
          <Text whiteSpace="pre-line">{booking.note}</Text>
        </Fact>
      )}
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {term}
      </Text>
      <Box as="dd" mt="1">
        {children}
      </Box>
    </Box>
  );
}

/** The status, and for a cancelled booking who cancelled, when, why, and what of the payment. */
function StatusText({ booking, side, label }: { booking: Booking; side: Side; label: string }) {
  const t = useT();
  if (booking.status === 'EXPIRED') return <Text>{t('sessions.page.expired')}</Text>;
  if (booking.status !== 'CANCELLED') return <Text>{label}</Text>;
  const when = formatDayTime(booking.cancelledAt ?? booking.startsAt, browserZone(), intlLocale());
  const byMentor = booking.cancelledBy === booking.mentor.id;
  const by =
    byMentor === (side === 'mentor')
      ? 'sessions.page.cancelledByYou'
      : byMentor
        ? 'sessions.page.cancelledByMentor'
        : 'sessions.page.cancelledByLearner';
  return (
    <Stack gap="1">
      <Text>{t(by, { when })}</Text>
      {booking.cancelReason && (
        <Text color="fg.muted">
          {t('sessions.page.cancelReason', { reason: booking.cancelReason })}
        </Text>
      )}
      <RefundText booking={booking} side={side} />
    </Stack>
  );
}

const REFUND_TEXT = {
  learner: { pending: 'sessions.page.refund.yoursPending', done: 'sessions.page.refund.yoursDone' },
  mentor: {
    pending: 'sessions.page.refund.theirsPending',
    done: 'sessions.page.refund.theirsDone',
  },
} as const;

/** A cancelled paid booking's money: coming back, back, or kept (nothing for a free one). */
function RefundText({ booking, side }: { booking: Booking; side: Side }) {
  const t = useT();
  const state = refundState(booking);
  if (!state) return null;
  const price = formatPaisePrice(booking.pricePaise, booking.currency);
  if (state === 'kept')
    return (
      <Text>
        {t('sessions.page.refund.kept', { price, hours: booking.cancellationNoticeHours })}
      </Text>
    );
  return (
    <Text fontWeight="semibold">
      {t(REFUND_TEXT[side][state], { price, name: booking.learner.name })}
    </Text>
  );
}
