import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FakeHls from '../../video/hosted/test/fakeHls';
import { fakeMediaEachTest } from '../../video/hosted/test/fakeMedia';
import { QUALITY_STORAGE_KEY } from '../../video/hosted/qualityPreference';
import { progress, resumePoint } from '../test/fixtures';
import { LecturePlaybackDocument } from './player.generated';
import {
  courseMock,
  fakeYouTubeEachTest,
  lecture,
  lectureRows,
  players,
  playerCourse,
  progressMock,
  renderRoute,
} from './test/playerFixtures';

jest.mock('hls.js/light', () => ({
  __esModule: true,
  default: jest.requireActual('../../video/hosted/test/fakeHls').default,
}));

fakeYouTubeEachTest();
fakeMediaEachTest();
beforeEach(() => {
  FakeHls.instances.length = 0;
});

const MASTER = '/api/videos/v2/master.m3u8?sig=first';

const hostedVideo = (playbackUrl: string | null = MASTER) => ({
  __typename: 'HostedVideo',
  id: 'v2',
  status: 'READY',
  progress: 100,
  durationSeconds: 120,
  playbackUrl,
  posterUrl: '/api/videos/v2/poster.jpg',
  renditions: [
    ['240p', 240, 400_000, 6.04],
    ['360p', 360, 800_000, 12.3],
    ['720p', 720, 2_800_000, 38.4],
    ['audio', 0, 64_000, 0.9],
  ].map(([name, height, bandwidth, estimatedMegabytes]) => ({
    __typename: 'VideoRendition',
    name,
    height,
    bandwidth,
    estimatedMegabytes,
  })),
  captions: [
    {
      __typename: 'CaptionTrack',
      language: 'en',
      label: 'English',
      url: '/api/videos/v2/captions/en.vtt?sig=x',
    },
  ],
});

/** Course c1 with a hosted second lecture, 'Hosted steps'. */
function hostedCourse(video = hostedVideo()) {
  return playerCourse({
    courseContent: [
      {
        __typename: 'Chapter',
        chapterId: 'ch1',
        chapterTitle: 'Getting Started',
        chapterOrder: 1,
        chapterContent: [
          lecture('l1', 'Welcome', 'https://youtu.be/dQw4w9WgXcQ'),
          { ...lecture('l2', 'Hosted steps', null, 2), video },
        ],
      },
    ],
  });
}

function open(
  route: string,
  extra: Parameters<typeof renderRoute>[0] = [],
  course = hostedCourse(),
) {
  return renderRoute(
    [
      courseMock({ data: { course } }),
      progressMock({ data: { courseProgress: progress('c1', [], 2, resumePoint('l2', 70)) } }),
      ...extra,
    ],
    route,
  );
}

const hls = () => FakeHls.instances.at(-1)!;

describe('Player: hosted lectures', () => {
  it('plays a hosted lecture through hls.js from the saved second, and says what each quality downloads', async () => {
    open('/player/c1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hosted steps' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    expect(hls().url).toBe(MASTER);
    expect(hls().config).toMatchObject({ startPosition: 70 });
    expect(players).toHaveLength(0);
    expect(lectureRows()[1]).toHaveTextContent('1h 5m · up to ≈ 38 MB');
    expect(lectureRows()[0]).not.toHaveTextContent('MB');

    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Data saver/ }));
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('audio');
    expect(lectureRows()[1]).toHaveTextContent('1h 5m · ≈ 0.9 MB, audio only');
  });

  it('opens the lecture a ?lecture= link names; YouTube lectures keep their player', async () => {
    open('/player/c1?lecture=l1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(players).toHaveLength(1));
    expect(players[0].videoId).toBe('dQw4w9WgXcQ');
    expect(players[0].playerVars).not.toHaveProperty('start');
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('shows a locked hosted lecture as a locked YouTube one', async () => {
    open('/player/c1', [], hostedCourse(hostedVideo(null)));
    expect(await screen.findByText('Video URL not available')).toBeInTheDocument();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('asks for a fresh URL when the playlist is refused and goes on at the same second', async () => {
    const fresh = '/api/videos/v2/master.m3u8?sig=second';
    const playbackMock = {
      request: { query: LecturePlaybackDocument, variables: { courseId: 'c1' } },
      result: {
        data: {
          course: {
            __typename: 'Course',
            id: 'c1',
            courseContent: [
              {
                __typename: 'Chapter',
                chapterId: 'ch1',
                chapterContent: [
                  { __typename: 'Lecture', lectureId: 'l1', video: null },
                  {
                    __typename: 'Lecture',
                    lectureId: 'l2',
                    video: { __typename: 'HostedVideo', id: 'v2', playbackUrl: fresh },
                  },
                ],
              },
            ],
          },
        },
      },
    };
    open('/player/c1', [playbackMock]);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    act(() => hls().readManifest([{ height: 360, bitrate: 800_000 }]));
    act(() => hls().loadMedia(120));
    act(() => hls().fail({ type: 'networkError', fatal: true, code: 403 }));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(hls().url).toBe(fresh);
    expect(hls().config).toMatchObject({ startPosition: 70 });
    const video = screen.getByLabelText('Hosted steps');
    expect(within(video.parentElement!).queryByRole('alert')).not.toBeInTheDocument();
  });
});
