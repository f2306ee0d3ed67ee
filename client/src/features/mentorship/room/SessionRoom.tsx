import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { intlLocale } from '../../../i18n/locale';
import { errorMessage } from '../../../lib/errorMessage';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { browserZone, formatDayTime } from '../zones';
import { CallRoom } from './CallRoom';
import { useT } from './i18n';
import { toIceServers } from './iceServers';
import { useSessionRoomQuery } from './room.generated';

/** setTimeout's longest wait; an early room further away is simply asked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The call room of a booking (/sessions/:id): "opens at …" before, "ended" after, the mentor's own
 * meeting link when the session type has one, otherwise the call itself.
 */
export default function SessionRoom(props: { bookingId: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useSessionRoomQuery({
    variables: { bookingId: props.bookingId },
    fetchPolicy: 'network-only',
  });
  const room = data?.sessionRoom;

  // An early room is asked again when it opens, an open one when it closes.
  useEffect(() => {
    if (!room || (room.state !== 'EARLY' && room.state !== 'OPEN')) return;
    const at = Date.parse(room.state === 'EARLY' ? room.opensAt : room.closesAt);
    const wait = Math.min(Math.max(at - Date.now(), 0) + 500, MAX_TIMER_MS);
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [room, refetch]);

  if (loading && !room) return <PageSpinner />;
  if (error || !room) {
    const notFound = hasErrorCode(error, 'NOT_FOUND');
    return (
      <Alert.Root status={notFound ? 'warning' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Title>
          {notFound ? t('room.notFound') : errorMessage(error, t('room.failed'))}
        </Alert.Title>
      </Alert.Root>
    );
  }
  const when = (iso: string) => formatDayTime(iso, browserZone(), intlLocale());
  const heading = t('room.heading', { title: room.title, name: room.otherName });

  if (room.meetingUrl)
    return (
      <Stack gap={4}>
        <Heading as="h2" size="md">
          {heading}
        </Heading>
        <Text>{t('room.meetingLink')}</Text>
        <Box>
          <Button asChild colorPalette="brand">
            <a href={room.meetingUrl} target="_blank" rel="noopener noreferrer">
              {t('room.openMeeting')}
            </a>
          </Button>
        </Box>
      </Stack>
    );

  const closedNotice =
    room.state === 'EARLY'
      ? t('room.early', { time: when(room.opensAt) })
      : room.state === 'ENDED'
        ? t('room.ended')
        : room.state === 'NOT_CONFIRMED'
          ? t('room.notConfirmed')
          : null;

  return (
    <Stack gap={4}>
      <Heading as="h2" size="md">
        {heading}
      </Heading>
      {closedNotice ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{closedNotice}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text color="fg.muted">{t('room.closesAt', { time: when(room.closesAt) })}</Text>
          <CallRoom
            bookingId={room.bookingId}
            otherName={room.otherName}
            iceServers={toIceServers(room.iceServers)}
          />
        </>
      )}
    </Stack>
  );
}
