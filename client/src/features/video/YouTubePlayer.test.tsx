import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { system } from '../../theme';
import type { YouTubeNamespace, YouTubePlayerOptions } from './youtubeApi';
import { YouTubePlayer } from './YouTubePlayer';

const created: { element: HTMLElement; options: YouTubePlayerOptions; destroyed: boolean }[] = [];

class FakePlayer {
  private readonly record: (typeof created)[number];
  constructor(element: HTMLElement, options: YouTubePlayerOptions) {
    this.record = { element, options, destroyed: false };
    created.push(this.record);
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

function renderPlayer(videoId: string) {
  return render(
    <ChakraProvider value={system}>
      <YouTubePlayer
        videoId={videoId}
        errorMessage="Error loading preview video."
        title="Preview"
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
});
