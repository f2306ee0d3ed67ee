/**
 * hls.js stood in at its module boundary (jsdom has no Media Source Extensions): it records what
 * the player asks of it, and the test plays the playlist's part (levels read, errors).
 */
type Handler = (event: string, data: unknown) => void;

export interface FakeLevel {
  height: number;
  bitrate: number;
}

export default class FakeHls {
  static instances: FakeHls[] = [];
  static Events = {
    MANIFEST_LOADED: 'hlsManifestLoaded',
    MANIFEST_PARSED: 'hlsManifestParsed',
    ERROR: 'hlsError',
  };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static isSupported = () => true;

  readonly handlers = new Map<string, Handler[]>();
  levels: FakeLevel[] = [];
  url: string | undefined;
  media: HTMLMediaElement | undefined;
  /** The second startLoad was called with; undefined while nothing loads. */
  startedAt: number | undefined;
  loadLevel = -1;
  currentLevel = -1;
  destroyed = false;

  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  loadSource(url: string) {
    this.url = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  startLoad(at: number) {
    this.startedAt = at;
  }
  stopLoad() {}
  /** How many times the player asked hls.js to recover from a media error. */
  recoveries = 0;
  recoverMediaError() {
    this.recoveries += 1;
  }
  destroy() {
    this.destroyed = true;
  }

  private emit(event: string, data: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }
  /** The master playlist is read: picture levels, and an audio-only variant when `audioUrl`. */
  readManifest(levels: FakeLevel[], audioUrl?: string) {
    const parsed = levels.map((level) => ({
      ...level,
      width: Math.round((level.height * 16) / 9),
      videoCodec: 'avc1.64001f',
      audioCodec: 'mp4a.40.2',
      url: `${this.url}/${level.height}p`,
    }));
    if (audioUrl)
      parsed.push({
        height: 0,
        bitrate: 64_000,
        width: 0,
        videoCodec: '',
        audioCodec: 'mp4a.40.2',
        url: audioUrl,
      });
    // As hls.js does: its own MANIFEST_LOADED listener parses the levels and announces them
    // before other listeners hear MANIFEST_LOADED.
    this.levels = levels;
    this.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    this.emit(FakeHls.Events.MANIFEST_LOADED, { levels: parsed });
  }
  /** The first segments are in: the element knows its duration. */
  loadMedia(duration: number) {
    const media = this.media;
    if (!media) throw new Error('no media attached');
    Object.defineProperty(media, 'duration', { value: duration, configurable: true });
    // hls.js seeks to where it started loading.
    if (this.startedAt) media.currentTime = this.startedAt;
    media.dispatchEvent(new Event('loadedmetadata'));
    media.dispatchEvent(new Event('canplay'));
  }
  fail(data: { type: string; fatal: boolean; code?: number; details?: string }) {
    this.emit(FakeHls.Events.ERROR, {
      type: data.type,
      fatal: data.fatal,
      details: data.details ?? 'levelLoadError',
      response: data.code === undefined ? undefined : { code: data.code, text: '' },
    });
  }
}
