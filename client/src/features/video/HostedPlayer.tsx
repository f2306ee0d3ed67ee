import { Box, Button, Center, chakra, Flex, Image, Spinner, Text } from '@chakra-ui/react';
import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { HostedControls } from './hosted/HostedControls';
import { useFreshCaptions } from './hosted/freshCaptions';
import { type HostedCaption, type HostedVideoSource, isAudioOnly } from './hosted/hostedVideo';
import { attachPlayback, type Playback, type QualityLevel } from './hosted/playback';
import {
  type QualityPreference,
  renditionFor,
  useCaptionPreference,
  useQualityPreference,
} from './hosted/qualityPreference';
import { TranscriptPanel } from './hosted/TranscriptPanel';
import { useT } from './i18n';
import { VideoNotice } from './VideoNotice';
import { POSITION_POLL_MS, type VideoControl } from './YouTubePlayer';
import { intlLocale } from '../../i18n/locale';

interface Props {
  video: HostedVideoSource;
  /** Shown in the panel when the video fails to load. */
  errorMessage: string;
  /** Accessible name of the video. */
  title?: string;
  /** Where the video starts, in seconds. */
  startSeconds?: number;
  /** The playback position, as YouTubePlayer reports it. */
  onPosition?: (seconds: number, playing: boolean) => void;
  autoplay?: boolean;
  controlRef?: Ref<VideoControl>;
  /**
   * A fresh signed playlist URL, asked when the current one is refused (it expires after an
   * hour); null when the viewer may no longer watch. Asked once per failure.
   */
  refreshPlaybackUrl?: () => Promise<string | null | undefined>;
  /** Fresh signed caption URLs, asked when one is refused (they expire like the playlist's). */
  refreshCaptions?: () => Promise<readonly HostedCaption[] | null | undefined>;
  /** Where the transcript goes (under the video); without it, no transcript. */
  transcriptContainer?: HTMLElement | null;
}

/** What the `<video>` plays: the master playlist, or the audio-only variant (Data saver). */
interface Source {
  url: string;
  audioOnly: boolean;
  startSeconds: number;
  play: boolean;
  /** Bumped on every new source, so the same URL loads again (Retry). */
  attempt: number;
}

type Status = 'loading' | 'ready' | 'failed';

const SEEK_STEP_SECONDS = 5;

type VideoWithFullScreen = HTMLVideoElement & { webkitEnterFullscreen: () => void };
const hasVideoFullScreen = (el: HTMLVideoElement): el is VideoWithFullScreen =>
  typeof (el as Partial<VideoWithFullScreen>).webkitEnterFullscreen === 'function';

/** The level a preference plays among hls.js's levels: -1 for automatic. */
function levelFor(preference: QualityPreference, levels: QualityLevel[]): number {
  const height = preference === 'audio' ? 1 : preference;
  return height === 'auto' ? -1 : (renditionFor(height, levels)?.index ?? -1);
}

/** The caption a transcript lists when captions are off: the page's language, else the first. */
function transcriptCaption(captions: readonly HostedCaption[], language: string) {
  const pageLanguage = intlLocale().slice(0, 2);
  return (
    captions.find((c) => c.language === language) ??
    captions.find((c) => c.language === pageLanguage) ??
    captions[0]
  );
}

/**
 * A hosted lecture's HLS video filling its parent (a 16:9 box), with its own controls: play,
 * seek, volume, speed, quality (Auto, each picture height, audio only), captions and full screen,
 * and the keyboard keys people expect (space or k, arrows, f, c, m). It plays through hls.js where
 * Media Source Extensions exist, else the browser's own HLS. The same contract as YouTubePlayer:
 * `startSeconds`, `onPosition`, `autoplay`, `controlRef`. A refused playlist or key (an expired
 * signature) asks for a fresh URL once and goes on at the same second; a second refusal or any
 * fatal error shows `errorMessage` with Retry.
 */
export function HostedPlayer({
  video,
  errorMessage,
  title: givenTitle,
  startSeconds = 0,
  onPosition,
  autoplay = false,
  controlRef,
  refreshPlaybackUrl,
  refreshCaptions,
  transcriptContainer,
}: Props) {
  const t = useT();
  const title = givenTitle ?? t('video.hostedTitle');
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [quality, setQuality] = useQualityPreference();
  const [captionLanguage, setCaptionLanguage] = useCaptionPreference();
  const { captions, renew: renewCaptions } = useFreshCaptions(video.captions, refreshCaptions);
  const [source, setSource] = useState<Source>(() => ({
    url: video.playbackUrl,
    audioOnly: false,
    startSeconds,
    play: autoplay,
    attempt: 0,
  }));
  const [status, setStatus] = useState<Status>('loading');
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [audioOnlyUrl, setAudioOnlyUrl] = useState<string | null>(null);
  const [choosable, setChoosable] = useState(false);
  const [media, setMedia] = useState({
    playing: false,
    time: startSeconds,
    duration: video.durationSeconds ?? 0,
    volume: 1,
    muted: false,
    rate: 1,
  });
  const [fullScreen, setFullScreen] = useState(false);

  // What the handlers below read without being rebuilt on every render.
  const knownDuration = video.durationSeconds ?? 0;
  const latest = useRef({ source, quality, onPosition, refreshPlaybackUrl, knownDuration });
  useEffect(() => {
    latest.current = { source, quality, onPosition, refreshPlaybackUrl, knownDuration };
  });
  const masterUrl = useRef(video.playbackUrl);
  const playback = useRef<Playback | null>(null);
  const ready = useRef(false);
  // Between one source and the next the element reads 0 and pauses: nothing is reported then.
  const switching = useRef(false);
  const refreshed = useRef(false);
  const played = useRef(false);

  /** The second playing, or where the next source starts while it loads. */
  const position = () =>
    switching.current || !ready.current
      ? latest.current.source.startSeconds
      : (videoRef.current?.currentTime ?? 0);

  useImperativeHandle(
    controlRef,
    () => ({
      currentTime: () => (ready.current ? position() : undefined),
      seekTo: (seconds) => {
        if (ready.current && videoRef.current) videoRef.current.currentTime = seconds;
      },
    }),
    [],
  );

  /** Plays another source from the second playing now, as it was (playing or paused). */
  function switchSource(url: string, audioOnly: boolean) {
    const element = videoRef.current;
    const wasPlaying = ready.current ? !!element && !element.paused : latest.current.source.play;
    const from = position();
    switching.current = true;
    ready.current = false;
    setStatus('loading');
    setSource((was) => ({
      url,
      audioOnly,
      startSeconds: from,
      play: wasPlaying,
      attempt: was.attempt + 1,
    }));
  }

  function fail() {
    switching.current = false;
    ready.current = false;
    setStatus('failed');
  }

  async function refresh() {
    const ask = latest.current.refreshPlaybackUrl;
    if (refreshed.current || !ask) return fail();
    refreshed.current = true;
    const element = videoRef.current;
    const wasPlaying = ready.current && !!element && !element.paused;
    const from = position();
    switching.current = true;
    const url = await ask().catch(() => null);
    if (!containerRef.current) return; // closed meanwhile
    if (!url) return fail();
    masterUrl.current = url;
    ready.current = false;
    setStatus('loading');
    setSource((was) => ({
      url,
      audioOnly: false,
      startSeconds: from,
      play: wasPlaying,
      attempt: was.attempt + 1,
    }));
  }

  // The element's events: the controls' state and the position reports. Declared before the
  // source's effect, so on closing the last position is read before the source goes.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    let poll: number | undefined;
    const report = (playing: boolean) => {
      if (played.current && !switching.current)
        latest.current.onPosition?.(element.currentTime, playing);
    };
    const stopPolling = () => {
      window.clearInterval(poll);
      poll = undefined;
    };
    const sync = () => {
      if (switching.current) return;
      setMedia({
        playing: !element.paused && !element.ended,
        time: element.currentTime,
        duration: Number.isFinite(element.duration)
          ? element.duration
          : latest.current.knownDuration,
        volume: element.volume,
        muted: element.muted,
        rate: element.playbackRate,
      });
    };
    const handlers: Record<string, () => void> = {
      loadedmetadata: () => {
        switching.current = false;
        ready.current = true;
        setStatus('ready');
        sync();
      },
      // The new source plays: a later refusal may ask for a fresh URL again.
      canplay: () => {
        refreshed.current = false;
      },
      playing: () => {
        played.current = true;
        report(true);
        poll ??= window.setInterval(() => report(true), POSITION_POLL_MS);
        sync();
      },
      pause: () => {
        stopPolling();
        report(false);
        sync();
      },
      ended: () => {
        stopPolling();
        report(false);
        sync();
      },
      timeupdate: sync,
      durationchange: sync,
      volumechange: sync,
      ratechange: sync,
    };
    for (const [name, handler] of Object.entries(handlers)) element.addEventListener(name, handler);
    return () => {
      stopPolling();
      report(false);
      for (const [name, handler] of Object.entries(handlers))
        element.removeEventListener(name, handler);
    };
  }, []);

  // Loads the source; a new source (another quality's stream, a fresh URL, Retry) replaces it.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    let cancelled = false;
    let current: Playback | null = null;
    const rate = element.playbackRate;
    const resume = () => {
      element.playbackRate = rate;
      if (source.play) element.play().catch(() => undefined); // a blocked autoplay waits for Play
    };
    element.addEventListener('loadedmetadata', resume, { once: true });
    attachPlayback(
      element,
      { url: source.url, startSeconds: source.startSeconds },
      {
        onLevels: (found, audioUrl) => {
          if (cancelled) return null;
          const preferred = latest.current.quality;
          if (source.audioOnly) return -1;
          setLevels(found);
          setAudioOnlyUrl(audioUrl);
          if (preferred === 'audio' && audioUrl) {
            switchSource(audioUrl, true);
            return null;
          }
          return levelFor(preferred, found);
        },
        onRefused: () => {
          if (!cancelled) void refresh();
        },
        onFatal: () => {
          if (!cancelled) fail();
        },
      },
    )
      .then((attached) => {
        if (cancelled) attached.destroy();
        else {
          current = attached;
          playback.current = attached;
          setChoosable(attached.choosable);
        }
      })
      // hls.js's chunk did not load (offline).
      .catch(() => !cancelled && fail());
    return () => {
      cancelled = true;
      element.removeEventListener('loadedmetadata', resume);
      playback.current = null;
      current?.destroy();
    };
    // Only a new source reloads; the handlers read the latest values through refs.
  }, [source]);

  // A quality chosen here or elsewhere on the page (the Data saver switch) applies at once.
  const appliedQuality = useRef(quality);
  useEffect(() => {
    if (appliedQuality.current === quality) return;
    appliedQuality.current = quality;
    if (quality === 'audio' && audioOnlyUrl) {
      if (!source.audioOnly) switchSource(audioOnlyUrl, true);
    } else if (source.audioOnly) switchSource(masterUrl.current, false);
    else playback.current?.setLevel(levelFor(quality, levels));
  }, [quality]);

  // Shows the chosen captions; the others stay off.
  const shownCaption = captions.find((c) => c.language === captionLanguage);
  useEffect(() => {
    const tracks = videoRef.current?.querySelectorAll('track') ?? [];
    for (const track of tracks)
      if (track.track)
        track.track.mode = track.srclang === shownCaption?.language ? 'showing' : 'disabled';
  }, [shownCaption?.language, captions]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const element = () => videoRef.current;
  const actions = {
    onTogglePlay: () => {
      const el = element();
      if (!el) return;
      if (el.paused || el.ended) el.play().catch(() => undefined);
      else el.pause();
    },
    onSeek: (seconds: number) => {
      const el = element();
      if (el && ready.current) {
        el.currentTime = Math.max(0, Math.min(seconds, media.duration || seconds));
        setMedia((was) => ({ ...was, time: el.currentTime }));
      }
    },
    onVolume: (volume: number) => {
      const el = element();
      if (!el) return;
      el.volume = volume;
      el.muted = volume === 0;
    },
    onToggleMute: () => {
      const el = element();
      if (el) el.muted = !el.muted;
    },
    onRate: (rate: number) => {
      const el = element();
      if (!el) return;
      el.defaultPlaybackRate = rate;
      el.playbackRate = rate;
      setMedia((was) => ({ ...was, rate }));
    },
    onQuality: setQuality,
    onCaptions: setCaptionLanguage,
    onToggleFullScreen: () => {
      const box = containerRef.current;
      const el = element();
      if (document.fullscreenElement) void document.exitFullscreen();
      else if (box && 'requestFullscreen' in box)
        void box.requestFullscreen().catch(() => undefined);
      // iPhones have full screen for the video element alone.
      else if (el && hasVideoFullScreen(el)) el.webkitEnterFullscreen();
    },
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // Menus and the sliders use these keys themselves; a focused button answers space.
    if (target.closest('[role="menu"]') || event.ctrlKey || event.metaKey || event.altKey) return;
    const onInput = target.tagName === 'INPUT';
    const onButton = target.tagName === 'BUTTON';
    const key = event.key.toLowerCase();
    if ((key === ' ' && !onButton && !onInput) || key === 'k') actions.onTogglePlay();
    else if ((key === 'arrowleft' || key === 'arrowright') && !onInput)
      actions.onSeek(position() + (key === 'arrowleft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS));
    else if (key === 'f') actions.onToggleFullScreen();
    else if (key === 'm') actions.onToggleMute();
    else if (key === 'c' && captions.length > 0)
      setCaptionLanguage(shownCaption ? '' : transcriptCaption(captions, '').language);
    else return;
    event.preventDefault();
  }

  function retry() {
    refreshed.current = false;
    switchSource(masterUrl.current, false);
  }

  const transcript = transcriptCaption(captions, captionLanguage);
  const heights = levels
    .map((level) => level.height)
    .filter((height, i, all) => height > 0 && all.indexOf(height) === i)
    .sort((a, b) => b - a);
  const audioOnlyChoosable =
    choosable && !!audioOnlyUrl && video.renditions.some((r) => isAudioOnly(r));

  return (
    <Flex
      ref={containerRef}
      direction="column"
      position="relative"
      width="full"
      height="full"
      bg="gray.900"
      onKeyDown={onKeyDown}
      data-testid="hosted-player"
    >
      <Box position="relative" flex="1" minH="0">
        <chakra.video
          ref={videoRef}
          aria-label={title}
          tabIndex={0}
          playsInline
          preload="metadata"
          poster={video.posterUrl ?? undefined}
          width="full"
          height="full"
          objectFit="contain"
          onClick={actions.onTogglePlay}
          focusVisibleRing="inside"
          hidden={status === 'failed'}
        >
          {captions.map((caption) => (
            <track
              key={caption.language}
              kind="subtitles"
              srcLang={caption.language}
              label={caption.label}
              src={caption.url}
              onError={() => void renewCaptions(caption.url)}
            />
          ))}
        </chakra.video>
        {source.audioOnly && status !== 'failed' && (
          <Center position="absolute" inset="0" pointerEvents="none" flexDirection="column" gap="2">
            {video.posterUrl && (
              <Image src={video.posterUrl} alt="" maxH="60%" opacity="0.5" rounded="md" />
            )}
            <Text color="white" fontSize="sm" textAlign="center" px="4">
              {t('video.audioOnlyPlaying')}
            </Text>
          </Center>
        )}
        {status === 'loading' && (
          <Center position="absolute" inset="0" role="status" aria-label={t('video.loading')}>
            <Spinner size="lg" color="white" />
          </Center>
        )}
        {status === 'failed' && (
          <Box position="absolute" inset="0">
            <VideoNotice
              actions={
                <Button size="sm" colorPalette="brand" onClick={retry}>
                  {t('video.retry')}
                </Button>
              }
            >
              {errorMessage}
            </VideoNotice>
          </Box>
        )}
      </Box>
      {status !== 'failed' && (
        <HostedControls
          state={{
            ...media,
            fullScreen,
            heights: choosable ? heights : [],
            audioOnly: audioOnlyChoosable,
            quality: choosable ? quality : 'auto',
            captions,
            captionLanguage: shownCaption?.language ?? '',
          }}
          actions={actions}
        />
      )}
      {transcriptContainer &&
        transcript &&
        createPortal(
          <TranscriptPanel
            caption={transcript}
            time={media.time}
            onSeek={(seconds) => actions.onSeek(seconds)}
            onRefused={renewCaptions}
          />,
          transcriptContainer,
        )}
    </Flex>
  );
}
