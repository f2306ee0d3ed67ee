import { Alert, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CallControls } from './CallControls';
import type { CallPhase } from './callSession';
import { ChatPanel } from './ChatPanel';
import { useT } from './i18n';
import { MediaTile } from './MediaTile';
import { useCallSession } from './useCallSession';

interface CallRoomProps {
  bookingId: string;
  otherName: string;
  iceServers: RTCIceServer[];
}

const PHASE_MESSAGE = {
  preview: 'room.phase.preview',
  waiting: 'room.phase.waiting',
  connecting: 'room.phase.connecting',
  connected: 'room.phase.connected',
  left: 'room.phase.left',
  closed: null,
} as const satisfies Record<CallPhase, string | null>;

/** A booking's call: both videos, the controls and the chat. */
export function CallRoom(props: CallRoomProps) {
  const t = useT();
  const { call, state } = useCallSession({ booking: props.bookingId }, props.iceServers);

  if (!call || !state) return null;
  const name = props.otherName;
  const inCall =
    state.phase === 'waiting' || state.phase === 'connecting' || state.phase === 'connected';
  const phaseMessage = PHASE_MESSAGE[state.phase];
  const [remote] = state.remotes;

  return (
    <Stack gap={4}>
      <Stack role="status" aria-live="polite" gap={1}>
        {state.notice && (
          <Text fontWeight="semibold">{t(`room.notice.${state.notice}`, { name, limit: 2 })}</Text>
        )}
        {phaseMessage && <Text>{t(phaseMessage, { name })}</Text>}
      </Stack>
      {state.mediaError && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('room.noMedia', { reason: state.mediaError, name })}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <MediaTile
          stream={remote?.stream ?? null}
          label={t('room.theirVideo', { name })}
          testId="room-remote-video"
        />
        <MediaTile
          stream={state.preview}
          label={t('room.yourVideo')}
          own
          testId="room-local-video"
        />
      </SimpleGrid>
      <CallControls call={call} state={state} />
      <ChatPanel
        lines={state.chat}
        otherName={name}
        canSend={inCall}
        onSend={(text) => call.sendChat(text)}
      />
    </Stack>
  );
}
