import { Box, Center, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { loadYouTubeApi, type YouTubePlayer as Player } from './youtubeApi';
import { VideoNotice } from './VideoNotice';

interface Props {
  /** An 11-character id, e.g. from `youtubeId()`. */
  videoId: string;
  /** Shown in the panel when the API or the video fails to load. */
  errorMessage: string;
  /** Accessible name of the player's iframe. */
  title?: string;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * A YouTube player filling its parent (give the parent a 16:9 aspect ratio). It shows a spinner
 * while the iframe API loads and `errorMessage` if the API or the video fails.
 */
export function YouTubePlayer({ videoId, errorMessage, title = 'YouTube video player' }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<{ videoId: string; value: Status }>({
    videoId,
    value: 'loading',
  });
  const current: Status = status.videoId === videoId ? status.value : 'loading';

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let player: Player | null = null;
    const settle = (value: Status) => {
      if (!cancelled) setStatus({ videoId, value });
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
          playerVars: { rel: 0, playsinline: 1 },
          events: {
            onReady: (event) => {
              event.target.getIframe().setAttribute('title', title);
              settle('ready');
            },
            onError: () => settle('failed'),
          },
        });
      })
      .catch(() => settle('failed'));

    return () => {
      cancelled = true;
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoId, title]);

  return (
    <Box position="relative" width="full" height="full" bg="gray.900">
      <Box ref={hostRef} width="full" height="full" hidden={current === 'failed'} />
      {current === 'loading' && (
        <Center position="absolute" inset="0" role="status" aria-label="Loading video">
          <Spinner size="lg" color="white" />
        </Center>
      )}
      {current === 'failed' && (
        <Box position="absolute" inset="0">
          <VideoNotice>{errorMessage}</VideoNotice>
        </Box>
      )}
    </Box>
  );
}
