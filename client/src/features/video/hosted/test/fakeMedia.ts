/**
 * jsdom plays no media: around each test, `play()` and `pause()` flip `paused` and fire the
 * events a browser fires, text tracks get a `mode`, and Media Source Extensions exist (hls.js's
 * path) unless a test takes them away.
 */
export function fakeMediaEachTest() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const tracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode; language: string }>();
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      return paused.get(this) ?? true;
    });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      paused.set(this, false);
      this.dispatchEvent(new Event('play'));
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      if (paused.get(this) === false) {
        paused.set(this, true);
        this.dispatchEvent(new Event('pause'));
      }
    });
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    Object.defineProperty(HTMLTrackElement.prototype, 'track', {
      configurable: true,
      get(this: HTMLTrackElement) {
        if (!tracks.has(this)) tracks.set(this, { mode: 'disabled', language: this.srclang });
        return tracks.get(this);
      },
    });
    Object.assign(window, { MediaSource: { isTypeSupported: () => true } });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (HTMLTrackElement.prototype as { track?: unknown }).track;
    delete (window as { MediaSource?: unknown }).MediaSource;
  });
}

/** The mode of the `<track>` of `language`. */
export function trackMode(language: string): TextTrackMode | undefined {
  const track = document.querySelector<HTMLTrackElement>(`track[srclang="${language}"]`);
  return track?.track.mode;
}
