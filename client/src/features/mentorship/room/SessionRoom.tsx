import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { intlLocale } from '../../../i18n/locale';
import { browserZone, formatDayTime } from '../zones';
import { CallRoom } from './CallRoom';
import { useT } from './i18n';
import { RoomUnavailable, useRefetchAtRoomEdges } from './roomWindow';
import { toIceServers } from './iceServers';
import { useSessionRoomQuery } from './room.generated';


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

  useRefetchAtRoomEdges(room, refetch);

  if (loading && !room) return <PageSpinner />;
  if (error || !room)
    return <RoomUnavailable error={error} notFound={t('room.notFound')} failed={t('room.failed')} />;
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
