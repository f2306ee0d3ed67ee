import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { intlLocale } from '../../../i18n/locale';
import { GroupCall } from '../../mentorship/room/GroupCall';
import { toIceServers } from '../../mentorship/room/iceServers';
import { browserZone, formatDayTime } from '../../mentorship/zones';
import { useT } from './i18n';
import { RoomUnavailable, useRefetchAtRoomEdges } from '../../mentorship/room/roomWindow';
import { useLiveRoomQuery } from './liveRoom.generated';


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

  useRefetchAtRoomEdges(room, refetch);

  if (loading && !room) return <PageSpinner />;
  if (error || !room)
    return <RoomUnavailable error={error} notFound={t('liveRoom.notFound')} failed={t('liveRoom.failed')} />;
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
