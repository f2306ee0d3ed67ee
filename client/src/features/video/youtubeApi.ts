/** Loads the YouTube iframe API once (a single script tag) and hands out its `YT` namespace. */

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** How long to wait for `onYouTubeIframeAPIReady` before giving up. */
export const YOUTUBE_API_TIMEOUT_MS = 10_000;

/** `onStateChange` values (YT.PlayerState) the app acts on. */
export const PLAYER_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2 } as const;

/** The small part of the YouTube iframe API the app uses. */
export interface YouTubePlayer {
  destroy(): void;
  getIframe(): HTMLIFrameElement;
  /** Seconds since the start of the video; usable once the player is ready. */
  getCurrentTime(): number;
  /** Moves to `seconds`; `allowSeekAhead` lets it fetch unbuffered video. Usable once ready. */
  seekTo(seconds: number, allowSeekAhead: boolean): void;
}

export interface YouTubePlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onError?: (event: { target: YouTubePlayer; data: number }) => void;
    /** `data`: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
    onStateChange?: (event: { target: YouTubePlayer; data: number }) => void;
  };
}

export interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: Partial<YouTubeNamespace>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let pending: Promise<YouTubeNamespace> | null = null;

function readyNamespace(): YouTubeNamespace | null {
  const player = window.YT?.Player;
  return player ? { Player: player } : null;
}

/**
 * Resolves with the API once `onYouTubeIframeAPIReady` fires. Rejects if the script fails to
 * load or the API is not ready within `timeoutMs`; a later call then tries again.
 */
export function loadYouTubeApi(timeoutMs = YOUTUBE_API_TIMEOUT_MS): Promise<YouTubeNamespace> {
  const ready = readyNamespace();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;

  pending = new Promise<YouTubeNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const previousReady = window.onYouTubeIframeAPIReady;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(
      () => fail('The YouTube player API did not load in time'),
      timeoutMs,
    );

    window.onYouTubeIframeAPIReady = () => {
      previousReady?.();
      window.clearTimeout(timer);
      const api = readyNamespace();
      if (api) resolve(api);
      else fail('The YouTube player API is not available');
    };
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => fail('The YouTube player API could not be loaded');
    document.head.appendChild(script);
  });
  return pending;
}
