import { Box, Button, Center, Link, Spinner } from '@chakra-ui/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { loadYouTubeApi, PLAYER_STATE, type YouTubePlayer as Player } from './youtubeApi';
import { VideoNotice } from './VideoNotice';
import { useT } from './i18n';

interface Props {
  /** An 11-character id, e.g. from `youtubeId()`. */
  videoId: string;
  /** Shown in the panel when the API or the video fails to load. */
  errorMessage: string;
  /** Accessible name of the player's iframe. */
  title?: string;
  /** Where the video starts, in seconds. */
  startSeconds?: number;
  /**
   * The playback position in seconds: as playing starts and every POSITION_POLL_MS while it plays
   * (`playing` true), when it pauses or ends and when the player closes (`playing` false). Never
   * before the video has played, so an unplayed video does not report its start.
   */
  onPosition?: (seconds: number, playing: boolean) => void;
  /** Starts playing once loaded (the learner asked for this video: auto-advance, a note). */
  autoplay?: boolean;
  /** Reads and moves the playback position (notes); both do nothing until the video is ready. */
  controlRef?: Ref<VideoControl>;
}

export interface VideoControl {
  /** The second playing now; undefined before the video is ready. */
  currentTime(): number | undefined;
  seekTo(seconds: number): void;
}

/** The video's own page, for a learner whose player cannot load it here. */
export const youtubeWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** How often a playing video's position is read (a local call; nothing is sent). */
export const POSITION_POLL_MS = 1_000;

type Status = 'loading' | 'ready' | 'failed';

/**
 * A YouTube player filling its parent (give the parent a 16:9 aspect ratio). It shows a spinner
 * while the iframe API loads and, if the API or the video fails, `errorMessage` with Retry and a
 * link to the video on YouTube.
 */
export function YouTubePlayer({
  videoId,
  errorMessage,
  title: givenTitle,
  startSeconds = 0,
  onPosition,
  autoplay = false,
  controlRef,
}: Props) {
  const t = useT();
  const title = givenTitle ?? t('video.playerTitle');
  // Read when the player is ready; a new title (a language switch) renames the iframe in place.
  const titleRef = useRef(title);
  const hostRef = useRef<HTMLDivElement>(null);
  // The latest callback, without recreating the player when the parent renders a new function.
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });
  const [status, setStatus] = useState<{ videoId: string; value: Status }>({
    videoId,
    value: 'loading',
  });
  const current: Status = status.videoId === videoId ? status.value : 'loading';
  // Retry bumps it, which builds the player (and loads the API, if that failed) once more.
  const [attempt, setAttempt] = useState(0);
  const readyRef = useRef<Player | null>(null);
  useImperativeHandle(
    controlRef,
    () => ({
      currentTime: () => readyRef.current?.getCurrentTime(),
      seekTo: (seconds) => readyRef.current?.seekTo(seconds, true),
    }),
    [],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let player: Player | null = null;
    let played = false;
    let poll: number | undefined;
    const settle = (value: Status) => {
      if (!cancelled) setStatus({ videoId, value });
    };
    const report = (playing: boolean) => {
      if (player && played) onPositionRef.current?.(player.getCurrentTime(), playing);
    };
    const stopPolling = () => {
      window.clearInterval(poll);
      poll = undefined;
    };

    loadYouTubeApi()
      .then((YT) => {
        if (cancelled) return;
        // The API replaces the element it is given with an iframe, so give it one React does not own.
        const target = document.createElement('div');
        host.replaceChildren(target);
        player = new YT.Player(target, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: {
            rel: 0,
            playsinline: 1,
            ...(startSeconds > 0 && { start: Math.floor(startSeconds) }),
            ...(autoplay && { autoplay: 1 }),
          },
          events: {
            onReady: (event) => {
              event.target.getIframe().setAttribute('title', titleRef.current);
              readyRef.current = player;
              settle('ready');
            },
            onError: () => settle('failed'),
            onStateChange: ({ data }) => {
              if (data === PLAYER_STATE.PLAYING) {
                played = true;
                report(true);
                poll ??= window.setInterval(() => report(true), POSITION_POLL_MS);
              } else if (data === PLAYER_STATE.PAUSED || data === PLAYER_STATE.ENDED) {
                stopPolling();
                report(false);
              }
            },
          },
        });
      })
      .catch(() => settle('failed'));

    return () => {
      cancelled = true;
      stopPolling();
      report(false);
      readyRef.current = null;
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoId, startSeconds, autoplay, attempt]);

  useEffect(() => {
    titleRef.current = title;
    readyRef.current?.getIframe().setAttribute('title', title);
  }, [title]);

  function retry() {
    setStatus({ videoId, value: 'loading' });
    setAttempt((n) => n + 1);
  }

  return (
    <Box position="relative" width="full" height="full" bg="gray.900">
      <Box ref={hostRef} width="full" height="full" hidden={current === 'failed'} />
      {current === 'loading' && (
        <Center position="absolute" inset="0" role="status" aria-label={t('video.loading')}>
          <Spinner size="lg" color="white" />
        </Center>
      )}
      {current === 'failed' && (
        <Box position="absolute" inset="0">
          <VideoNotice
            actions={
              <>
                <Button size="sm" colorPalette="brand" onClick={retry}>
                  {t('video.retry')}
                </Button>
                <Link
                  href={youtubeWatchUrl(videoId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="white"
                  fontSize="sm"
                  textDecoration="underline"
                >
                  {t('video.openOnYouTube')}
                </Link>
              </>
            }
          >
            {errorMessage}
          </VideoNotice>
        </Box>
      )}
    </Box>
  );
}
