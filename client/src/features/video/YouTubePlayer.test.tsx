import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { system } from '../../theme';
import { PLAYER_STATE, type YouTubeNamespace, type YouTubePlayerOptions } from './youtubeApi';
import { createRef } from 'react';
import { POSITION_POLL_MS, type VideoControl, YouTubePlayer } from './YouTubePlayer';

const created: {
  element: HTMLElement;
  options: YouTubePlayerOptions;
  destroyed: boolean;
  player: FakePlayer;
}[] = [];

class FakePlayer {
  private readonly record: (typeof created)[number];
  /** What getCurrentTime answers. */
  time = 0;
  constructor(element: HTMLElement, options: YouTubePlayerOptions) {
    this.record = { element, options, destroyed: false, player: this };
    created.push(this.record);
  }
  getCurrentTime() {
    return this.time;
  }
  seekTo(seconds: number) {
    this.time = seconds;
  }
  destroy() {
    this.record.destroyed = true;
  }
  getIframe() {
    const iframe = document.createElement('iframe');
    this.record.element.replaceWith(iframe);
    return iframe;
  }
}

function renderPlayer(videoId: string, extra: Partial<Parameters<typeof YouTubePlayer>[0]> = {}) {
  return render(
    <ChakraProvider value={system}>
      <YouTubePlayer
        videoId={videoId}
        errorMessage="Error loading preview video."
        title="Preview"
        {...extra}
      />
    </ChakraProvider>,
  );
}

beforeEach(() => {
  created.length = 0;
  delete window.YT;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('YouTubePlayer', () => {
  it('creates a player for the video id and replaces it when the id changes', async () => {
    window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
    const view = renderPlayer('dQw4w9WgXcQ');
    await act(() => Promise.resolve());
    expect(created).toHaveLength(1);
    expect(created[0].options.videoId).toBe('dQw4w9WgXcQ');
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();

    act(() =>
      created[0].options.events?.onReady?.({
        target: new FakePlayer(created[0].element, created[0].options),
      }),
    );
    expect(screen.queryByRole('status', { name: 'Loading video' })).not.toBeInTheDocument();

    view.rerender(
      <ChakraProvider value={system}>
        <YouTubePlayer videoId="a_b-C1d2E3f" errorMessage="Error loading preview video." />
      </ChakraProvider>,
    );
    await act(() => Promise.resolve());
    expect(created[0].destroyed).toBe(true);
    expect(created.at(-1)?.options.videoId).toBe('a_b-C1d2E3f');
  });

  it('shows the error message when the player reports an error', async () => {
    window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
    renderPlayer('dQw4w9WgXcQ');
    await act(() => Promise.resolve());
    act(() =>
      created[0].options.events?.onError?.({
        target: new FakePlayer(created[0].element, created[0].options),
        data: 100,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading preview video.');
  });

  it('shows the error message when the API script fails to load', async () => {
    renderPlayer('dQw4w9WgXcQ');
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://www.youtube.com/iframe_api"]',
    );
    expect(script).not.toBeNull();
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading preview video.');
    expect(created).toHaveLength(0);
  });

  it('beside the error offers Retry, which builds the player again, and the video on YouTube', async () => {
    window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
    renderPlayer('dQw4w9WgXcQ');
    await act(() => Promise.resolve());
    act(() => created[0].options.events?.onError?.({ target: created[0].player, data: 100 }));
    expect(screen.getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );

    await act(async () => {
      screen.getByRole('button', { name: 'Retry' }).click();
      await Promise.resolve();
    });
    expect(created).toHaveLength(2);
    expect(created[0].destroyed).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
  });

  it('autoplays when asked, and its control reads and moves the position once ready', async () => {
    window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
    const control = createRef<VideoControl>();
    renderPlayer('dQw4w9WgXcQ', { autoplay: true, controlRef: control });
    await act(() => Promise.resolve());
    expect(created[0].options.playerVars).toMatchObject({ autoplay: 1 });
    expect(control.current?.currentTime()).toBeUndefined();

    act(() => created[0].options.events?.onReady?.({ target: created[0].player }));
    created[0].player.time = 42;
    expect(control.current?.currentTime()).toBe(42);
    control.current?.seekTo(95);
    expect(created[0].player.time).toBe(95);
  });

  describe('playback position', () => {
    const reports: [number, boolean][] = [];
    const onPosition = (seconds: number, playing: boolean) => reports.push([seconds, playing]);
    const state = (data: number) =>
      act(() => created[0].options.events?.onStateChange?.({ target: created[0].player, data }));

    async function startPlayer(startSeconds?: number) {
      reports.length = 0;
      window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
      const view = renderPlayer('dQw4w9WgXcQ', { onPosition, startSeconds });
      await act(() => Promise.resolve());
      return view;
    }
    afterEach(() => jest.useRealTimers());

    it('starts at startSeconds, in whole seconds', async () => {
      await startPlayer(95.6);
      expect(created[0].options.playerVars).toMatchObject({ start: 95 });
    });

    it('starts from the beginning without startSeconds', async () => {
      await startPlayer();
      expect(created[0].options.playerVars).not.toHaveProperty('start');
    });

    it('reports as playing starts, every poll while it plays, and once when it pauses', async () => {
      jest.useFakeTimers();
      await startPlayer();
      created[0].player.time = 10;
      state(PLAYER_STATE.PLAYING);
      created[0].player.time = 11.5;
      act(() => jest.advanceTimersByTime(POSITION_POLL_MS));
      created[0].player.time = 12.2;
      state(PLAYER_STATE.PAUSED);
      act(() => jest.advanceTimersByTime(POSITION_POLL_MS * 5));
      expect(reports).toEqual([
        [10, true],
        [11.5, true],
        [12.2, false],
      ]);
      expect(POSITION_POLL_MS).toBe(1_000);
    });

    it('reports the position when the player closes after playing', async () => {
      const view = await startPlayer();
      created[0].player.time = 30;
      state(PLAYER_STATE.PLAYING);
      created[0].player.time = 31;
      view.unmount();
      expect(reports.at(-1)).toEqual([31, false]);
    });

    it('reports nothing for a video that never played, so its start is not taken for progress', async () => {
      const view = await startPlayer(95);
      state(5); // cued
      view.unmount();
      expect(reports).toEqual([]);
    });
  });
});
