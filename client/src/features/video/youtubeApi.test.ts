import type * as Api from './youtubeApi';

let api: typeof Api;

const apiScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (s) => s.src === 'https://www.youtube.com/iframe_api',
  );

class FakePlayer {
  destroy() {}
  getIframe() {
    return document.createElement('iframe');
  }
}

beforeEach(async () => {
  jest.resetModules();
  api = await import('./youtubeApi');
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  document.head.innerHTML = '';
});

afterEach(() => jest.useRealTimers());

describe('loadYouTubeApi', () => {
  it('adds one script tag for any number of callers and resolves when the API is ready', async () => {
    const first = api.loadYouTubeApi();
    const second = api.loadYouTubeApi();
    expect(apiScripts()).toHaveLength(1);

    window.YT = { Player: FakePlayer as unknown as Api.YouTubeNamespace['Player'] };
    window.onYouTubeIframeAPIReady?.();

    await expect(first).resolves.toEqual({ Player: FakePlayer });
    await expect(second).resolves.toEqual({ Player: FakePlayer });
    await expect(api.loadYouTubeApi()).resolves.toEqual({ Player: FakePlayer });
    expect(apiScripts()).toHaveLength(1);
  });

  it('uses an API that is already on the page without adding a script', async () => {
    window.YT = { Player: FakePlayer as unknown as Api.YouTubeNamespace['Player'] };
    await expect(api.loadYouTubeApi()).resolves.toEqual({ Player: FakePlayer });
    expect(apiScripts()).toHaveLength(0);
  });

  it('rejects when the script fails to load, and tries again on the next call', async () => {
    const attempt = api.loadYouTubeApi();
    apiScripts()[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be loaded');
    expect(apiScripts()).toHaveLength(0);

    void api.loadYouTubeApi().catch(() => undefined);
    expect(apiScripts()).toHaveLength(1);
  });

  it('rejects when onYouTubeIframeAPIReady never fires within the timeout', async () => {
    jest.useFakeTimers();
    const attempt = api.loadYouTubeApi();
    jest.advanceTimersByTime(api.YOUTUBE_API_TIMEOUT_MS - 1);
    let settled = false;
    void attempt.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    jest.advanceTimersByTime(1);
    await expect(attempt).rejects.toThrow('did not load in time');
    expect(api.YOUTUBE_API_TIMEOUT_MS).toBe(10_000);
  });
});
