import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CallControls } from './CallControls';
import type { CallState, RemotePeer } from './callSession';
import { ChatPanel } from './ChatPanel';
import { useT } from './i18n';
import { MediaTile } from './MediaTile';
import type { RoomKey } from './signalling';
import { useCallSession } from './useCallSession';

interface GroupCallProps {
  room: RoomKey;
  iceServers: RTCIceServer[];
  /** The viewer hosts the room: they may mute others and lower their hands. */
  host: boolean;
  /** Most people in the room at once. */
  limit: number;
}

/** What a participant's tile says beside their name: host, hand raised, microphone off, sharing. */
function Badges({ peer }: { peer: Pick<RemotePeer, 'host' | 'hand' | 'mic' | 'sharing'> }) {
  const t = useT();
  const badges = [
    peer.host && t('room.group.host'),
    peer.hand && `✋ ${t('room.group.handRaised')}`,
    !peer.mic && t('room.group.micOff'),
    peer.sharing && t('room.group.sharing'),
  ].filter(Boolean);
  return badges.map((badge) => (
    <Text as="span" key={String(badge)} ms={2} fontWeight="semibold">
      · {badge}
    </Text>
  ));
}

function phaseMessage(t: ReturnType<typeof useT>, state: CallState) {
  switch (state.phase) {
    case 'preview':
      return t('room.phase.preview');
    case 'waiting':
      return t('room.group.phase.waiting');
    case 'connecting':
      return t('room.group.phase.connecting');
    case 'connected':
      return t('room.group.phase.connected', { count: state.remotes.length });
    case 'left':
      return t('room.phase.left');
    default:
      return null;
  }
}

/**
 * A group room's call (a live session's): everyone's video in a grid (one column on a phone), each
 * with their name, raised hand and microphone; the controls, with "Raise hand"; the chat; and for
 * the host, buttons to mute someone or lower their hand.
 */
export function GroupCall(props: GroupCallProps) {
  const t = useT();
  const { call, state } = useCallSession(props.room, props.iceServers);
  if (!call || !state) return null;
  const inCall =
    state.phase === 'waiting' || state.phase === 'connecting' || state.phase === 'connected';
  const message = phaseMessage(t, state);
  const me = {
    host: props.host,
    hand: state.handRaised,
    mic: state.micOn,
    sharing: state.sharing,
  };

  return (
    <Stack gap={4}>
      <Stack role="status" aria-live="polite" gap={1}>
        {state.notice && (
          <Text fontWeight="semibold">
            {t(`room.notice.${state.notice}`, { name: state.noticeName, limit: props.limit })}
          </Text>
        )}
        {message && <Text>{message}</Text>}
      </Stack>
      {state.mediaError && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('room.group.noMedia', { reason: state.mediaError })}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid
        as="ul"
        aria-label={t('room.group.videos')}
        listStyleType="none"
        columns={{ base: 1, md: 2, xl: 3 }}
        gap={3}
      >
        <Box as="li">
          <MediaTile
            stream={state.preview}
            label={t('room.yourVideo')}
            caption={t('room.group.you')}
            own
            testId="room-local-video"
            badges={<Badges peer={me} />}
          />
        </Box>
        {state.remotes.map((peer) => (
          <Stack as="li" key={peer.conn} gap={2} data-testid="room-participant">
            <MediaTile
              stream={peer.stream}
              label={t('room.theirVideo', { name: peer.name })}
              caption={peer.connected ? peer.name : `${peer.name} · ${t('room.group.connecting')}`}
              testId="room-remote-video"
              badges={<Badges peer={peer} />}
            />
            {props.host && !peer.host && (
              <HStack wrap="wrap" gap={2}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!peer.mic}
                  onClick={() => call.muteOther(peer.conn)}
                >
                  {t('room.group.muteThem', { name: peer.name })}
                </Button>
                {peer.hand && (
                  <Button size="sm" variant="outline" onClick={() => call.lowerHand(peer.conn)}>
                    {t('room.group.lowerTheirHand', { name: peer.name })}
                  </Button>
                )}
              </HStack>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <CallControls call={call} state={state} group />
      <ChatPanel
        lines={state.chat}
        otherName=""
        canSend={inCall}
        onSend={(text) => call.sendChat(text)}
      />
    </Stack>
  );
}
