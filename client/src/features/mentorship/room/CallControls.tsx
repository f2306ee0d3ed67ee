import { Button, HStack } from '@chakra-ui/react';
import type { CallSession, CallState } from './callSession';
import { useT } from './i18n';

const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/**
 * The call's buttons: join (or rejoin), hang up (a group's "Leave"), the microphone, the camera,
 * sharing the screen, and in a group raising a hand. Labelled, and toggles say so (aria-pressed).
 */
export function CallControls({
  call,
  state,
  group = false,
}: {
  call: CallSession;
  state: CallState;
  group?: boolean;
}) {
  const t = useT();
  const inCall =
    state.phase === 'waiting' || state.phase === 'connecting' || state.phase === 'connected';
  const hasAudio = !!state.preview?.getAudioTracks().length;
  const hasVideo = !!state.preview?.getVideoTracks().length || state.sharing;
  return (
    <HStack role="toolbar" aria-label={t('room.controls')} wrap="wrap" gap={2}>
      {inCall ? (
        <Button colorPalette="red" onClick={() => call.hangUp()}>
          {group ? t('room.leave') : t('room.hangUp')}
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
      {group && (
        <Button
          variant="outline"
          aria-pressed={state.handRaised}
          disabled={!inCall}
          onClick={() => call.toggleHand()}
        >
          {state.handRaised ? t('room.lowerHand') : t('room.raiseHand')}
        </Button>
      )}
    </HStack>
  );
}
