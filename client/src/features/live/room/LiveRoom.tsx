import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { intlLocale } from '../../../i18n/locale';
import { errorMessage } from '../../../lib/errorMessage';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { GroupCall } from '../../mentorship/room/GroupCall';
import { toIceServers } from '../../mentorship/room/iceServers';
import { browserZone, formatDayTime } from '../../mentorship/zones';
import { useT } from './i18n';
import { useLiveRoomQuery } from './liveRoom.generated';

/** setTimeout's longest wait; an early room further away is simply asked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The group room of a live session occurrence (/live/rooms/:occurrenceId): "opens at …" before,
 * "ended" after, the host's meeting link when the session has one (a session with more seats than
 * the room holds must), otherwise the group call.
 */
export function LiveRoom({ occurrenceId }: { occurrenceId: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useLiveRoomQuery({
    variables: { occurrenceId },
    fetchPolicy: 'network-only',
  });
  const room = data?.liveRoom;

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
          {notFound ? t('liveRoom.notFound') : errorMessage(error, t('liveRoom.failed'))}
        </Alert.Title>
      </Alert.Root>
    );
  }
  const when = (iso: string) => formatDayTime(iso, browserZone(), intlLocale());
  const host = room.role === 'HOST';
  const heading = (
    <Stack gap={1}>
      <Heading as="h1" size="lg">
        {room.title}
      </Heading>
      <Text color="fg.muted">
        {host ? t('liveRoom.youHost') : t('liveRoom.hostedBy', { name: room.hostName })}
      </Text>
    </Stack>
  );
  const closedNotice = {
    CANCELLED: t('liveRoom.cancelled'),
    EARLY: t('liveRoom.early', { time: when(room.opensAt) }),
    ENDED: t('liveRoom.ended'),
    OPEN: null,
  }[room.state];

  if (room.meetingUrl && !closedNotice)
    return (
      <Stack gap={4}>
        {heading}
        <Text>
          {room.overLimit
            ? t('liveRoom.overLimit', { limit: room.participantLimit })
            : t('liveRoom.meetingLink')}
        </Text>
        <Box>
          <Button asChild colorPalette="brand">
            <a href={room.meetingUrl} target="_blank" rel="noopener noreferrer">
              {t('liveRoom.openMeeting')}
            </a>
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack gap={4}>
      {heading}
      {closedNotice ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{closedNotice}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text color="fg.muted">
            {t('liveRoom.closesAt', { time: when(room.closesAt), limit: room.participantLimit })}
          </Text>
          <GroupCall
            room={{ occurrence: room.occurrenceId }}
            iceServers={toIceServers(room.iceServers)}
            host={host}
            limit={room.participantLimit}
          />
        </>
      )}
    </Stack>
  );
}
