import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { getToken } from '../../../apollo/tokenStorage';
import { CallSession, type CallPhase, type CallState } from './callSession';
import { ChatPanel } from './ChatPanel';
import { useT } from './i18n';
import { MediaTile } from './MediaTile';

interface CallRoomProps {
  bookingId: string;
  otherName: string;
  polite: boolean;
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

const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** The call itself: both videos, the controls and the chat. */
export function CallRoom(props: CallRoomProps) {
  const t = useT();
  const [call, setCall] = useState<CallSession | null>(null);
  const [state, setState] = useState<CallState | null>(null);
  const { bookingId, polite, iceServers } = props;

  useEffect(() => {
    const session = new CallSession({
      bookingId,
      polite,
      iceServers,
      token: getToken,
      onChange: setState,
    });
    setCall(session);
    setState(session.state);
    void session.startPreview();
    return () => session.dispose();
    // iceServers come with the room's answer, which does not change while it is open.
  }, [bookingId, polite]);

  if (!call || !state) return null;
  const name = props.otherName;
  const inCall =
    state.phase === 'waiting' || state.phase === 'connecting' || state.phase === 'connected';
  const phaseMessage = PHASE_MESSAGE[state.phase];
  const hasAudio = !!state.preview?.getAudioTracks().length;
  const hasVideo = !!state.preview?.getVideoTracks().length || state.sharing;

  return (
    <Stack gap={4}>
      <Stack role="status" aria-live="polite" gap={1}>
        {state.notice && (
          <Text fontWeight="semibold">{t(`room.notice.${state.notice}`, { name })}</Text>
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
          stream={state.remote}
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
      <HStack role="toolbar" aria-label={t('room.controls')} wrap="wrap" gap={2}>
        {inCall ? (
          <Button colorPalette="red" onClick={() => call.hangUp()}>
            {t('room.hangUp')}
          </Button>
        ) : (
          state.phase !== 'closed' && (
            <Button colorPalette="brand" onClick={() => call.join()}>
              {state.phase === 'left' ? t('room.rejoin') : t('room.join')}
            </Button>
          )
        )}
        <Button
          variant="outline"
          aria-pressed={!state.micOn}
          disabled={!hasAudio}
          onClick={() => call.toggleMic()}
        >
          {state.micOn ? t('room.mute') : t('room.unmute')}
        </Button>
        <Button
          variant="outline"
          aria-pressed={!state.cameraOn}
          disabled={!hasVideo || state.sharing}
          onClick={() => call.toggleCamera()}
        >
          {state.cameraOn ? t('room.cameraOff') : t('room.cameraOn')}
        </Button>
        {canShareScreen() && (
          <Button
            variant="outline"
            aria-pressed={state.sharing}
            onClick={() => void call.toggleShare()}
          >
            {state.sharing ? t('room.stopShare') : t('room.share')}
          </Button>
        )}
      </HStack>
      <ChatPanel
        lines={state.chat}
        otherName={name}
        canSend={inCall}
        onSend={(text) => call.sendChat(text)}
      />
    </Stack>
  );
}
