import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { intlLocale } from '../../../i18n/locale';
import { useCurrency } from '../../../lib/useCurrency';
import { formatPaisePrice } from '../../mentorship/price';
import { ConfirmAction } from '../ConfirmAction';
import { useT } from '../i18n';
import { formatMeeting } from '../liveTime';
import { useNow } from '../useNow';
import { MeetingList } from '../MeetingList';
import { AttachRecording } from '../recording/AttachRecording';
import { SeriesAttendance } from './Attendance';
import {
  useCancelLiveOccurrenceMutation,
  useCancelLiveSessionMutation,
  type HostLiveSessionFragment,
} from './hostSessions.generated';
import { MoveMeeting } from './MoveMeeting';
import { SeatHolders } from './SeatHolders';

/**
 * One session as its host manages it: its facts, each meeting (moved and cancelled ones marked)
 * with Move and Cancel while it is ahead and its recording once started, Cancel series, the seat
 * list and who came.
 */
export function HostSessionCard({
  session,
  zone,
}: {
  session: HostLiveSessionFragment;
  zone: string;
}) {
  const t = useT();
  const currency = useCurrency();
  const locale = intlLocale();
  const [cancelMeeting] = useCancelLiveOccurrenceMutation();
  const [cancelSeries] = useCancelLiveSessionMutation();
  const cancelled = session.status === 'CANCELLED';
  const now = useNow();
  const ahead = session.occurrences.filter(
    (o) => o.status === 'SCHEDULED' && Date.parse(o.startsAt) > now,
  );
  const headingId = `live-host-${session.id}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      minW="0"
    >
      <Stack gap="4">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
              {session.title}
            </Heading>
            {cancelled && <Badge colorPalette="red">{t('live.status.cancelled')}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('live.facts', {
              repeats: session.rrule ? 'weekly' : 'once',
              count: session.occurrences.length,
              minutes: session.durationMinutes,
            })}
            {' · '}
            {session.access === 'SEAT'
              ? t('live.paidSeat', { price: formatPaisePrice(session.pricePaise, currency) })
              : t('live.includedSeat')}
          </Text>
          <Text fontSize="sm" data-testid="live-host-seats">
            {t('live.host.seats', {
              taken: session.seatsTaken,
              capacity: session.capacity,
              left: session.seatsLeft,
              waiting: session.waitlistCount,
            })}
          </Text>
          <Link asChild colorPalette="brand" fontSize="sm" alignSelf="flex-start">
            <RouterLink to={`/live/${session.id}`}>{t('live.host.open')}</RouterLink>
          </Link>
        </Stack>

        <MeetingList
          meetings={session.occurrences}
          zone={zone}
          label={t('live.meetingsOf', { title: session.title })}
          actions={(meeting) => {
            const when = formatMeeting(meeting.startsAt, zone, locale);
            if (meeting.status === 'CANCELLED') return null;
            // A meeting that has started takes its recording; one ahead can move or be cancelled.
            if (!ahead.some((o) => o.id === meeting.id))
              return (
                <AttachRecording
                  occurrenceId={meeting.id}
                  recordingLectureId={meeting.recordingLectureId}
                  when={when}
                />
              );
            return (
              <HStack gap="2" wrap="wrap" align="flex-start">
                <MoveMeeting
                  occurrenceId={meeting.id}
                  startsAt={meeting.startsAt}
                  zone={zone}
                  when={when}
                />
                <ConfirmAction
                  size="xs"
                  label={t('live.host.cancelMeeting')}
                  ariaLabel={t('live.host.cancelMeetingNamed', { when })}
                  question={t('live.host.cancelMeetingAsk', { when })}
                  confirmLabel={t('live.host.cancelMeetingYes')}
                  onConfirm={() => cancelMeeting({ variables: { id: meeting.id } })}
                />
              </HStack>
            );
          }}
        />

        {!cancelled && ahead.length > 0 && (
          <ConfirmAction
            label={t('live.host.cancelSeries')}
            ariaLabel={t('live.host.cancelSeriesNamed', { title: session.title })}
            question={t(
              session.access === 'SEAT'
                ? 'live.host.cancelSeriesAskPaid'
                : 'live.host.cancelSeriesAsk',
              { title: session.title, count: ahead.length },
            )}
            confirmLabel={t('live.host.cancelSeriesYes')}
            onConfirm={() => cancelSeries({ variables: { id: session.id } })}
          />
        )}

        <SeatHolders seats={session.seats} title={session.title} />
        <SeriesAttendance session={session} zone={zone} />
      </Stack>
    </Box>
  );
}
