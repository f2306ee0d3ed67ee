import type Hls from 'hls.js';
import type { ErrorData, LevelParsed, ManifestLoadedData } from 'hls.js';
import { REFUSED_STATUSES } from './hostedVideo';

/** A picture quality hls.js can switch to: its index in `hls.levels`. */
export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

export interface PlaybackEvents {
  /**
   * The master playlist is read: its picture levels and the audio-only variant's URL (hls.js
   * leaves an audio-only variant out of its levels when pictures exist, so it plays as a source
   * of its own). Answers the level to load first (-1: automatic), or null to load nothing here
   * (the player moves to the audio-only source).
   */
  onLevels(levels: QualityLevel[], audioOnlyUrl: string | null): number | null;
  /** A playlist or key was refused (401, 403, 410): its signed URL has likely expired. */
  onRefused(): void;
  /** Playback cannot go on. */
  onFatal(): void;
}

export interface Playback {
  /** Whether the quality can be chosen here: with hls.js, not with the browser's own HLS. */
  readonly choosable: boolean;
  /** Switches at once to a level, or to automatic with -1. */
  setLevel(index: number): void;
  destroy(): void;
}

export interface PlaybackSource {
  url: string;
  /** Where to start, in seconds. */
  startSeconds: number;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';
const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/**
 * Whether hls.js can play here (Media Source Extensions with H.264). It goes first: the browser's
 * own HLS (Safari's, and Chromium's: Debian's Chromium 156 answers 'maybe' for HLS) offers no
 * choice of quality, so it serves only browsers without MSE, such as Safari on older iPhones.
 */
function mediaSourceWorks(): boolean {
  const scope = window as {
    ManagedMediaSource?: typeof MediaSource;
    MediaSource?: typeof MediaSource;
  };
  const source = scope.ManagedMediaSource ?? scope.MediaSource;
  return typeof source?.isTypeSupported === 'function' && source.isTypeSupported(H264_AAC);
}

/** Plays `source` in `video` with hls.js (loaded now, in a chunk of its own) or natively. */
export async function attachPlayback(
  video: HTMLVideoElement,
  source: PlaybackSource,
  events: PlaybackEvents,
): Promise<Playback> {
  if (mediaSourceWorks()) {
    const { default: HlsPlayer } = await import('hls.js/light');
    if (HlsPlayer.isSupported()) return attachHls(HlsPlayer, video, source, events);
  }
  if (video.canPlayType(HLS_MIME)) return attachNative(video, source, events);
  events.onFatal();
  return { choosable: false, setLevel: () => undefined, destroy: () => undefined };
}

/** The audio-only variant of a master playlist: an audio codec, no picture. */
function audioOnlyVariant(levels: LevelParsed[]): LevelParsed | undefined {
  return levels.find(
    (level) => !level.videoCodec && !level.width && !level.height && !!level.audioCodec,
  );
}

function attachHls(
  HlsPlayer: typeof Hls,
  video: HTMLVideoElement,
  source: PlaybackSource,
  events: PlaybackEvents,
): Playback {
  const hls = new HlsPlayer({
    // The player starts loading once it knows which level (or which source) to load.
    autoStartLoad: false,
    startPosition: source.startSeconds,
    // The app's Content-Security-Policy allows no blob: workers; the light transmuxing of one
    // lecture stream is fine on the main thread.
    enableWorker: false,
    // The learner's choice rules, not the size of the player.
    capLevelToPlayerSize: false,
  });
  let audioOnlyUrl: string | null = null;
  let stopped = false;
  // hls.js parses the levels inside its own MANIFEST_LOADED listener, so a listener here hears
  // MANIFEST_PARSED first: the player decides once it has heard both.
  let heard = 0;
  const decide = () => {
    if (++heard !== 2) return;
    const levels = hls.levels.map((level, index) => ({
      index,
      height: level.height,
      bitrate: level.bitrate,
    }));
    const start = events.onLevels(levels, audioOnlyUrl);
    if (start === null) return;
    if (start >= 0) hls.loadLevel = start;
    hls.startLoad(source.startSeconds);
  };
  hls.on(HlsPlayer.Events.MANIFEST_LOADED, (_event, data: ManifestLoadedData) => {
    audioOnlyUrl = audioOnlyVariant(data.levels)?.url ?? null;
    decide();
  });
  hls.on(HlsPlayer.Events.MANIFEST_PARSED, decide);
  let recovered = false;
  hls.on(HlsPlayer.Events.ERROR, (_event, data: ErrorData) => {
    if (stopped) return;
    // A media (decoding) error is worth one recovery, as hls.js advises.
    if (data.fatal && data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    const refused =
      data.type === HlsPlayer.ErrorTypes.NETWORK_ERROR &&
      REFUSED_STATUSES.has(data.response?.code ?? 0);
    if (!refused && !data.fatal) return;
    // Once either is reported, this hls.js instance is done: the player builds a new one.
    stopped = true;
    hls.stopLoad();
    if (refused) events.onRefused();
    else events.onFatal();
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return {
    choosable: true,
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => {
      stopped = true;
      hls.destroy();
    },
  };
}

function attachNative(
  video: HTMLVideoElement,
  source: PlaybackSource,
  events: PlaybackEvents,
): Playback {
  const onMetadata = () => {
    if (source.startSeconds > 0) video.currentTime = source.startSeconds;
    events.onLevels([], null);
  };
  // The browser does not say why a playlist failed: an expired URL is the likely cause once
  // playback has begun, so the player asks for a fresh one (once) before giving up.
  const onError = () => events.onRefused();
  video.addEventListener('loadedmetadata', onMetadata, { once: true });
  video.addEventListener('error', onError);
  video.src = source.url;
  return {
    choosable: false,
    setLevel: () => undefined,
    destroy: () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}
