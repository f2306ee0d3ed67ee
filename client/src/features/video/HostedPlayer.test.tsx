import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { system } from '../../theme';
import { HostedPlayer } from './HostedPlayer';
import type { HostedVideoSource } from './hosted/hostedVideo';
import { QUALITY_STORAGE_KEY } from './hosted/qualityPreference';
import FakeHls from './hosted/test/fakeHls';
import { fakeMediaEachTest, trackMode } from './hosted/test/fakeMedia';
import type { VideoControl } from './YouTubePlayer';

jest.mock('hls.js/light', () => ({
  __esModule: true,
  default: jest.requireActual('./hosted/test/fakeHls').default,
}));

fakeMediaEachTest();
beforeEach(() => {
  FakeHls.instances.length = 0;
});

const MASTER = '/api/videos/v1/master.m3u8?sig=first';
const AUDIO = '/api/videos/v1/audio/index.m3u8?sig=first';
const LADDER = [
  { height: 240, bitrate: 400_000 },
  { height: 360, bitrate: 800_000 },
  { height: 720, bitrate: 2_500_000 },
];

const hostedVideo = (extra: Partial<HostedVideoSource> = {}): HostedVideoSource => ({
  id: 'v1',
  playbackUrl: MASTER,
  posterUrl: '/api/videos/v1/poster.jpg',
  durationSeconds: 120,
  renditions: [
    { name: '240p', height: 240, bandwidth: 400_000, estimatedMegabytes: 6 },
    { name: '360p', height: 360, bandwidth: 800_000, estimatedMegabytes: 12 },
    { name: '720p', height: 720, bandwidth: 2_500_000, estimatedMegabytes: 38 },
    { name: 'audio', height: 0, bandwidth: 64_000, estimatedMegabytes: 1 },
  ],
  captions: [
    { language: 'en', label: 'English', url: '/api/videos/v1/captions/en.vtt?sig=x' },
    { language: 'hi', label: 'हिन्दी', url: '/api/videos/v1/captions/hi.vtt?sig=x' },
  ],
  ...extra,
});

type Props = Parameters<typeof HostedPlayer>[0];

function Harness(props: Omit<Props, 'transcriptContainer' | 'errorMessage'>) {
  const [below, setBelow] = useState<HTMLDivElement | null>(null);
  return (
    <ChakraProvider value={system}>
      <HostedPlayer
        errorMessage="Error loading video. Please check the video URL."
        title="Welcome"
        transcriptContainer={below}
        {...props}
      />
      <div ref={setBelow} />
    </ChakraProvider>
  );
}

/** Renders the player and waits for hls.js (its dynamic import) to take the master playlist. */
async function openPlayer(extra: Partial<Props> = {}) {
  const view = render(<Harness video={hostedVideo()} {...extra} />);
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  return view;
}

const hls = () => FakeHls.instances.at(-1)!;
const videoElement = () => screen.getByLabelText<HTMLVideoElement>('Welcome');

/** The master playlist is read with the usual ladder and the media loads. */
function masterLoads(duration = 120) {
  act(() => hls().readManifest(LADDER, AUDIO));
  act(() => hls().loadMedia(duration));
}

async function choose(menu: RegExp, item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitemradio', { name: item }));
}

describe('HostedPlayer', () => {
  it('plays the master playlist through hls.js from startSeconds, at Auto', async () => {
    await openPlayer({ startSeconds: 95 });
    expect(hls().url).toBe(MASTER);
    expect(hls().media).toBe(videoElement());
    expect(hls().config).toMatchObject({ startPosition: 95, autoStartLoad: false });
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeInTheDocument();
    masterLoads();
    expect(hls().startedAt).toBe(95);
    expect(hls().loadLevel).toBe(-1);
    expect(screen.queryByRole('status', { name: 'Loading video' })).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '120');
  });

  it('offers Auto, each picture height and audio only; a height switches hls.js level at once', async () => {
    await openPlayer();
    masterLoads();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quality: Auto' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Auto',
      '720p',
      '360p',
      '240p',
      'Audio only (data saver)',
    ]);
    await userEvent.setup().click(screen.getByRole('menuitemradio', { name: '360p' }));
    expect(hls().currentLevel).toBe(1);
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('360');
    expect(screen.getByRole('button', { name: 'Quality: 360p' })).toBeInTheDocument();
    await choose(/^Quality/, 'Auto');
    expect(hls().currentLevel).toBe(-1);
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBeNull();
  });

  it('starts a lecture at the remembered height, or the nearest one below it', async () => {
    localStorage.setItem(QUALITY_STORAGE_KEY, '480');
    await openPlayer();
    masterLoads();
    expect(hls().loadLevel).toBe(1); // 360p: the tallest up to 480
  });

  it('with the browser’s own HLS offers Auto alone', async () => {
    delete (window as { MediaSource?: unknown }).MediaSource;
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<Harness video={hostedVideo()} startSeconds={30} />);
    const video = videoElement();
    await waitFor(() => expect(video.getAttribute('src')).toBe(MASTER));
    Object.defineProperty(video, 'duration', { value: 120, configurable: true });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(30);
    expect(FakeHls.instances).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quality: Auto' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Auto']);
  });

  it('changes the speed from 0.5× to 2×', async () => {
    await openPlayer();
    masterLoads();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Playback speed: 1×' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    await userEvent.setup().click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    expect(videoElement().playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeInTheDocument();
  });

  it('lists each caption track, shows the one chosen and remembers it', async () => {
    await openPlayer();
    masterLoads();
    const tracks = videoElement().querySelectorAll('track');
    expect([...tracks].map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src')])).toEqual([
      ['subtitles', 'en', 'English', '/api/videos/v1/captions/en.vtt?sig=x'],
      ['subtitles', 'hi', 'हिन्दी', '/api/videos/v1/captions/hi.vtt?sig=x'],
    ]);
    expect(trackMode('en')).toBe('disabled');
    await choose(/^Captions: Off/, 'हिन्दी');
    expect(trackMode('hi')).toBe('showing');
    expect(trackMode('en')).toBe('disabled');
    expect(localStorage.getItem('video.captions')).toBe('hi');
    await choose(/^Captions: हिन्दी/, 'Off');
    expect(trackMode('hi')).toBe('disabled');
  });

  describe('data saver', () => {
    it('starts at the audio-only variant, from the same second, without loading the pictures', async () => {
      localStorage.setItem(QUALITY_STORAGE_KEY, 'audio');
      await openPlayer({ startSeconds: 40 });
      act(() => hls().readManifest(LADDER, AUDIO));
      expect(hls().startedAt).toBeUndefined();
      await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
      expect(FakeHls.instances[0].destroyed).toBe(true);
      expect(hls().url).toBe(AUDIO);
      act(() => hls().readManifest([{ height: 0, bitrate: 64_000 }]));
      expect(hls().startedAt).toBe(40);
      act(() => hls().loadMedia(120));
      expect(screen.getByText(/Audio only: Data saver is on/)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Quality: Audio only (data saver)' }),
      ).toBeVisible();
    });

    it('is remembered when chosen, and a picture quality goes back to the master playlist', async () => {
      await openPlayer();
      masterLoads();
      await act(() => videoElement().play());
      videoElement().currentTime = 33;
      await choose(/^Quality/, 'Audio only (data saver)');
      expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('audio');
      await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
      expect(hls().url).toBe(AUDIO);
      act(() => hls().readManifest([{ height: 0, bitrate: 64_000 }]));
      expect(hls().startedAt).toBe(33);
      act(() => hls().loadMedia(120));

      await choose(/^Quality/, '240p');
      await waitFor(() => expect(FakeHls.instances).toHaveLength(3));
      expect(hls().url).toBe(MASTER);
      act(() => hls().readManifest(LADDER, AUDIO));
      expect(hls().loadLevel).toBe(0);
      expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('240');
    });
  });

  describe('transcript', () => {
    const VTT = [
      'WEBVTT',
      '',
      '1',
      '00:00:00.000 --> 00:00:04.000',
      'Welcome to the course.',
      '',
      '2',
      '00:00:04.000 --> 00:00:09.500',
      'Today: your <b>personal</b> brand.',
    ].join('\n');
    beforeEach(() => {
      Object.assign(globalThis, {
        fetch: jest.fn(() =>
          Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(VTT) }),
        ),
      });
    });
    afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);

    it('lists the cues; a click seeks there and the playing cue is marked and kept in view', async () => {
      await openPlayer();
      masterLoads();
      const scroll = jest.spyOn(Element.prototype, 'scrollTo');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Transcript (English)' }));
      const list = await screen.findByRole('list', { name: 'Transcript' });
      expect(globalThis.fetch).toHaveBeenCalledWith('/api/videos/v1/captions/en.vtt?sig=x');
      const cues = within(list).getAllByRole('button');
      expect(cues.map((cue) => cue.getAttribute('aria-label'))).toEqual([
        '0:00: Welcome to the course.',
        '0:04: Today: your personal brand.',
      ]);
      await userEvent.setup().click(cues[1]);
      expect(videoElement().currentTime).toBe(4);
      fireEvent(videoElement(), new Event('timeupdate'));
      expect(cues[1]).toHaveAttribute('aria-current', 'true');
      expect(cues[0]).not.toHaveAttribute('aria-current');
      expect(scroll).toHaveBeenCalled();
    });

    it('asks for fresh caption URLs when one has expired, and reads the fresh one', async () => {
      const expired = '/api/videos/v1/captions/en.vtt?sig=x';
      const fresh = '/api/videos/v1/captions/en.vtt?sig=fresh';
      Object.assign(globalThis, {
        fetch: jest.fn((url: string) =>
          Promise.resolve(
            url === expired
              ? { ok: false, status: 403, text: () => Promise.resolve('') }
              : { ok: true, status: 200, text: () => Promise.resolve(VTT) },
          ),
        ),
      });
      const refreshCaptions = jest.fn(() =>
        Promise.resolve([{ language: 'en', label: 'English', url: fresh }]),
      );
      await openPlayer({ refreshCaptions });
      masterLoads();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Transcript (English)' }));
      const list = await screen.findByRole('list', { name: 'Transcript' });
      expect(within(list).getAllByRole('button')).toHaveLength(2);
      expect(refreshCaptions).toHaveBeenCalledTimes(1);
      expect(globalThis.fetch).toHaveBeenLastCalledWith(fresh);
      const track = videoElement().querySelector('track[srclang="en"]');
      expect(track).toHaveAttribute('src', fresh);
    });

    it('follows the caption language chosen', async () => {
      await openPlayer();
      masterLoads();
      await choose(/^Captions/, 'हिन्दी');
      expect(screen.getByRole('button', { name: 'Transcript (हिन्दी)' })).toBeInTheDocument();
    });
  });

  describe('errors', () => {
    it('tries once to recover from a media error, then shows the error panel', async () => {
      await openPlayer();
      masterLoads();
      act(() => hls().fail({ type: 'mediaError', fatal: true, details: 'bufferAppendError' }));
      expect(hls().recoveries).toBe(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => hls().fail({ type: 'mediaError', fatal: true, details: 'bufferAppendError' }));
      expect(hls().recoveries).toBe(1);
      expect(screen.getByRole('alert')).toHaveTextContent('Error loading video.');
    });

    it('shows the error panel on a fatal error; Retry loads the video again', async () => {
      await openPlayer();
      masterLoads();
      act(() => hls().fail({ type: 'networkError', fatal: true, code: 404 }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error loading video. Please check the video URL.',
      );
      expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
      expect(FakeHls.instances[0].destroyed).toBe(true);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('ignores an error hls.js recovers from', async () => {
      await openPlayer();
      masterLoads();
      act(() => hls().fail({ type: 'networkError', fatal: false, code: 500 }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('asks once for a fresh URL when a playlist is refused, and goes on at the same second', async () => {
      const refresh = jest.fn(() => Promise.resolve('/api/videos/v1/master.m3u8?sig=second'));
      await openPlayer({ refreshPlaybackUrl: refresh });
      masterLoads();
      await act(() => videoElement().play());
      videoElement().currentTime = 61;
      act(() => hls().fail({ type: 'networkError', fatal: false, code: 403 }));
      await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(hls().url).toBe('/api/videos/v1/master.m3u8?sig=second');
      expect(hls().config).toMatchObject({ startPosition: 61 });
      act(() => hls().readManifest(LADDER, AUDIO));
      expect(hls().startedAt).toBe(61);

      // Refused again before it could play: the viewer may no longer watch.
      act(() => hls().fail({ type: 'networkError', fatal: true, code: 403 }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error loading video.');
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('shows the error panel when no fresh URL comes back', async () => {
      const refresh = jest.fn(() => Promise.resolve(null));
      await openPlayer({ refreshPlaybackUrl: refresh });
      masterLoads();
      act(() => hls().fail({ type: 'networkError', fatal: true, code: 403 }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error loading video.');
      expect(FakeHls.instances).toHaveLength(1);
    });
  });

  describe('the player contract', () => {
    it('reports the position as it plays and pauses, and its control reads and moves it', async () => {
      const reports: [number, boolean][] = [];
      const control = createRef<VideoControl>();
      await openPlayer({
        controlRef: control,
        onPosition: (seconds, playing) => reports.push([seconds, playing]),
      });
      expect(control.current?.currentTime()).toBeUndefined();
      masterLoads();
      videoElement().currentTime = 10;
      await act(() => videoElement().play());
      videoElement().currentTime = 12;
      act(() => videoElement().pause());
      expect(reports).toEqual([
        [10, true],
        [12, false],
      ]);
      expect(control.current?.currentTime()).toBe(12);
      control.current?.seekTo(90);
      expect(videoElement().currentTime).toBe(90);
    });

    it('plays at once when asked to', async () => {
      await openPlayer({ autoplay: true });
      masterLoads();
      expect(videoElement().paused).toBe(false);
    });

    it('answers the keyboard: space and k play and pause, arrows seek 5 s, c captions', async () => {
      await openPlayer();
      masterLoads();
      const user = userEvent.setup();
      videoElement().focus();
      await user.keyboard(' ');
      expect(videoElement().paused).toBe(false);
      await user.keyboard('k');
      expect(videoElement().paused).toBe(true);
      videoElement().currentTime = 20;
      await user.keyboard('{ArrowRight}');
      expect(videoElement().currentTime).toBe(25);
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(videoElement().currentTime).toBe(15);
      await user.keyboard('c');
      expect(trackMode('en')).toBe('showing');
      await user.keyboard('c');
      expect(trackMode('en')).toBe('disabled');
    });
  });
});
