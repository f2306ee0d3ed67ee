import { Box, Flex, IconButton, Menu, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  LuCaptions,
  LuCaptionsOff,
  LuMaximize,
  LuMinimize,
  LuPause,
  LuPlay,
  LuSettings,
  LuVolume2,
  LuVolumeX,
} from 'react-icons/lu';
import { formatPlaybackTime } from '../../../lib/format';
import { useT } from '../i18n';
import type { HostedCaption } from './hostedVideo';
import type { QualityPreference } from './qualityPreference';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export interface ControlsState {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  fullScreen: boolean;
  /** The picture heights the learner may choose, tallest first; empty with the browser's own HLS. */
  heights: number[];
  /** An audio-only rendition can be chosen. */
  audioOnly: boolean;
  quality: QualityPreference;
  captions: readonly HostedCaption[];
  /** '' for Off. */
  captionLanguage: string;
}

export interface ControlsActions {
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onRate: (rate: number) => void;
  onQuality: (quality: QualityPreference) => void;
  onCaptions: (language: string) => void;
  onToggleFullScreen: () => void;
}

const qualityValue = (quality: QualityPreference) => String(quality);

/** The bar's buttons: white on the dark bar, with a white focus ring. */
const BAR_BUTTON = {
  size: 'sm',
  variant: 'ghost',
  color: 'white',
  minW: '9',
  _hover: { bg: 'whiteAlpha.300' },
  _expanded: { bg: 'whiteAlpha.300' },
  focusRingColor: 'white',
} as const;

/** A menu of choices opening above its button, inside the player so it shows in full screen. */
function ChoiceMenu({
  label,
  trigger,
  value,
  options,
  onChoose,
}: {
  label: string;
  trigger: ReactNode;
  value: string;
  options: { value: string; label: string }[];
  onChoose: (value: string) => void;
}) {
  return (
    <Menu.Root positioning={{ placement: 'top-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} {...BAR_BUTTON}>
          {trigger}
        </IconButton>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content maxH="60vh" overflowY="auto" minW="10rem">
          <Menu.RadioItemGroup value={value} onValueChange={(details) => onChoose(details.value)}>
            {options.map((option) => (
              <Menu.RadioItem key={option.value} value={option.value}>
                <Menu.ItemIndicator />
                {option.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/** The hosted player's controls: a seek bar over a row of buttons and menus. */
export function HostedControls({
  state,
  actions,
}: {
  state: ControlsState;
  actions: ControlsActions;
}) {
  const t = useT();
  const time = formatPlaybackTime(state.time);
  const duration = formatPlaybackTime(state.duration);
  const rateText = t('video.speedRate', { rate: state.rate });
  const qualityLabel = (quality: QualityPreference) =>
    quality === 'auto'
      ? t('video.qualityAuto')
      : quality === 'audio'
        ? t('video.qualityAudioOnly')
        : t('video.qualityHeight', { height: quality });
  const caption = state.captions.find((c) => c.language === state.captionLanguage);
  const qualityOptions: QualityPreference[] = [
    'auto',
    ...state.heights,
    ...(state.audioOnly ? (['audio'] as const) : []),
  ];
  // A remembered height this lecture lacks shows as the nearest one the player picked: keep it selectable.
  const shownQuality = qualityOptions.includes(state.quality) ? state.quality : 'auto';
  return (
    <Box bg="blackAlpha.800" color="white" px="2" pb="1" pt="1">
      <input
        type="range"
        aria-label={t('video.seek')}
        aria-valuetext={t('video.timeOf', { time, duration })}
        min={0}
        max={Math.max(state.duration, 0)}
        step={1}
        value={Math.min(state.time, state.duration || 0)}
        onChange={(event) => actions.onSeek(Number(event.target.value))}
        style={{ width: '100%', accentColor: 'var(--chakra-colors-brand-400)' }}
      />
      <Flex align="center" gap="1" wrap="nowrap">
        <IconButton
          aria-label={t(state.playing ? 'video.pause' : 'video.play')}
          {...BAR_BUTTON}
          onClick={actions.onTogglePlay}
        >
          {state.playing ? <LuPause /> : <LuPlay />}
        </IconButton>
        <IconButton
          aria-label={t(state.muted ? 'video.unmute' : 'video.mute')}
          {...BAR_BUTTON}
          onClick={actions.onToggleMute}
        >
          {state.muted ? <LuVolumeX /> : <LuVolume2 />}
        </IconButton>
        <Box display={{ base: 'none', sm: 'block' }} w="20">
          <input
            type="range"
            aria-label={t('video.volume')}
            min={0}
            max={1}
            step={0.05}
            value={state.muted ? 0 : state.volume}
            onChange={(event) => actions.onVolume(Number(event.target.value))}
            style={{ width: '100%', accentColor: 'white' }}
          />
        </Box>
        <Text fontSize="xs" whiteSpace="nowrap" px="1" aria-hidden>
          {time} / {duration}
        </Text>
        <Box flex="1" />
        <ChoiceMenu
          label={t('video.speed', { rate: rateText })}
          trigger={
            <Text as="span" fontSize="xs" fontWeight="semibold">
              {rateText}
            </Text>
          }
          value={String(state.rate)}
          options={SPEEDS.map((rate) => ({
            value: String(rate),
            label: t('video.speedRate', { rate }),
          }))}
          onChoose={(value) => actions.onRate(Number(value))}
        />
        <ChoiceMenu
          label={t('video.quality', { quality: qualityLabel(shownQuality) })}
          trigger={<LuSettings />}
          value={qualityValue(shownQuality)}
          options={qualityOptions.map((quality) => ({
            value: qualityValue(quality),
            label: qualityLabel(quality),
          }))}
          onChoose={(value) =>
            actions.onQuality(value === 'auto' || value === 'audio' ? value : Number(value))
          }
        />
        {state.captions.length > 0 && (
          <ChoiceMenu
            label={t('video.captions', { language: caption?.label ?? t('video.captionsOff') })}
            trigger={caption ? <LuCaptions /> : <LuCaptionsOff />}
            value={caption?.language ?? ''}
            options={[
              { value: '', label: t('video.captionsOff') },
              ...state.captions.map((c) => ({ value: c.language, label: c.label })),
            ]}
            onChoose={actions.onCaptions}
          />
        )}
        <IconButton
          aria-label={t(state.fullScreen ? 'video.exitFullScreen' : 'video.fullScreen')}
          {...BAR_BUTTON}
          onClick={actions.onToggleFullScreen}
        >
          {state.fullScreen ? <LuMinimize /> : <LuMaximize />}
        </IconButton>
      </Flex>
    </Box>
  );
}
