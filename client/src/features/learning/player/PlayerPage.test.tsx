import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  CompleteLectureDocument,
  CourseProgressDocument,
  MyCertificateDocument,
  PlayerCourseDocument,
  RateCourseDocument,
} from '../../../generated/graphql';
import PlayerPage from '../../../pages/PlayerPage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { YouTubeNamespace, YouTubePlayerOptions } from '../../video/youtubeApi';
import { findToast } from '../../../test/findToast';
import { graphQLError, progress } from '../test/fixtures';

const lecture = (id: string, title: string, lectureUrl: string | null, order = 1) => ({
  __typename: 'Lecture',
  lectureId: id,
  lectureTitle: title,
  lectureDuration: 65,
  lectureUrl,
  isPreviewFree: false,
  lectureOrder: order,
});

function playerCourse(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Course',
    id: 'c1',
    courseTitle: 'Personal Branding Masterclass',
    viewerIsEnrolled: true,
    viewerRating: 3 as number | null,
    averageRating: 4,
    ratingCount: 2,
    courseContent: [
      {
        __typename: 'Chapter',
        chapterId: 'ch1',
        chapterTitle: 'Getting Started',
        chapterOrder: 1,
        chapterContent: [
          lecture('l1', 'Welcome', 'https://youtu.be/dQw4w9WgXcQ'),
          lecture('l2', 'Broken link', 'https://vimeo.com/123456', 2),
        ],
      },
      {
        __typename: 'Chapter',
        chapterId: 'ch2',
        chapterTitle: 'Going Further',
        chapterOrder: 2,
        chapterContent: [lecture('l3', 'No link yet', null)],
      },
    ],
    ...overrides,
  };
}

const courseMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: PlayerCourseDocument, variables: { id: 'c1' } },
  result,
  delay: 10,
});
const progressMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: CourseProgressDocument, variables: { courseId: 'c1' } },
  result,
  delay: 10,
});

function renderRoute(mocks: MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/player/:courseId" element={<PlayerPage />} />
    </Routes>,
    { route: '/player/c1', mocks },
  );
}

function renderPlayer(extra: MockedResponse[] = [], course = playerCourse(), done: string[] = []) {
  return renderRoute([
    courseMock({ data: { course } }),
    progressMock({ data: { courseProgress: progress('c1', done, 3) } }),
    ...extra,
  ]);
}

const completeWelcomeMock: MockedResponse = {
  request: { query: CompleteLectureDocument, variables: { courseId: 'c1', lectureId: 'l1' } },
  result: {
    data: {
      completeLecture: {
        __typename: 'CompleteLectureResult',
        message: 'Progress Updated',
        progress: progress('c1', ['l1'], 3),
        certificate: null,
      },
    },
  },
  delay: 10,
};

const rateFiveMock: MockedResponse = {
  request: { query: RateCourseDocument, variables: { courseId: 'c1', rating: 5 } },
  result: {
    data: {
      rateCourse: {
        __typename: 'RateCourseResult',
        message: 'Rating added',
        rating: 5,
        averageRating: 4,
        ratingCount: 2,
      },
    },
  },
  delay: 10,
};

const players: YouTubePlayerOptions[] = [];
class FakePlayer {
  constructor(_element: HTMLElement, options: YouTubePlayerOptions) {
    players.push(options);
  }
  destroy() {}
  getIframe() {
    return document.createElement('iframe');
  }
}

beforeEach(() => {
  players.length = 0;
  window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
});
afterEach(() => delete window.YT);

const lectureRows = () => screen.getAllByTestId('player-lecture');
const summary = () => screen.getByTestId('progress-summary');

const courseTitle = () =>
  screen.findByRole('heading', { level: 1, name: 'Personal Branding Masterclass' });

describe('Player', () => {
  describe('on opening', () => {
    it('shows a loading status, then the course title', async () => {
      renderPlayer();
      expect(screen.getByRole('status', { name: 'Loading course' })).toBeInTheDocument();
      expect(await courseTitle()).toBeInTheDocument();
    });

    it.each([
      { chapter: /Getting Started/, expanded: 'true' },
      { chapter: /Going Further/, expanded: 'false' },
    ])('shows chapter $chapter with aria-expanded=$expanded', async ({ chapter, expanded }) => {
      renderPlayer();
      await courseTitle();
      expect(screen.getByRole('button', { name: chapter })).toHaveAttribute(
        'aria-expanded',
        expanded,
      );
    });

    it("lists the first chapter's lectures with the first one current and its duration", async () => {
      renderPlayer();
      await courseTitle();
      expect(lectureRows()).toHaveLength(2);
      expect(lectureRows()[0]).toHaveAttribute('aria-current', 'true');
      expect(lectureRows()[0]).toHaveTextContent('1h 5m');
      expect(lectureRows()[1]).not.toHaveAttribute('aria-current');
    });

    it('plays the first lecture under its title', async () => {
      renderPlayer();
      expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
      await waitFor(() => expect(players.map((p) => p.videoId)).toEqual(['dQw4w9WgXcQ']));
    });

    it('shows no progress yet: 0 of 3, 0%', async () => {
      renderPlayer();
      expect(await screen.findByText('0 of 3 lectures completed')).toBeInTheDocument();
      expect(summary()).toHaveTextContent('0%');
    });
  });

  describe('marking a lecture complete', () => {
    async function markWelcomeComplete() {
      renderPlayer([completeWelcomeMock]);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Watch: Welcome' })).toBeInTheDocument();
      await userEvent.setup().click(mark);
      await screen.findByRole('button', { name: 'Completed' });
    }

    it("replaces 'Mark As Complete' with a disabled 'Completed'", async () => {
      await markWelcomeComplete();
      expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
    });

    it("turns only that lecture's 'Watch' into 'Rewatch' with a Completed icon", async () => {
      await markWelcomeComplete();
      expect(screen.getByRole('button', { name: 'Rewatch: Welcome' })).toBeInTheDocument();
      expect(within(lectureRows()[0]).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Watch: Broken link' })).toBeInTheDocument();
    });

    it('shows the new progress: 1 of 3, 33%', async () => {
      await markWelcomeComplete();
      expect(summary()).toHaveTextContent('1 of 3 lectures completed');
      expect(summary()).toHaveTextContent('33%');
    });

    it("toasts the server's 'Progress Updated'", async () => {
      await markWelcomeComplete();
      expect((await findToast('Progress Updated')).dataset.type).toBe('success');
    });
  });

  describe('certificate', () => {
    const certificate = {
      __typename: 'Certificate',
      id: 'cert1',
      learnerName: 'Priya Sharma',
      courseTitle: 'Personal Branding Masterclass',
      educatorName: 'Edu Cator',
      completedAt: '2025-03-04T10:00:00.000Z',
      pdfUrl: 'https://brandcraft.test/certificates/cert1.pdf',
    };
    const completeLastMock: MockedResponse = {
      request: { query: CompleteLectureDocument, variables: { courseId: 'c1', lectureId: 'l1' } },
      result: {
        data: {
          completeLecture: {
            __typename: 'CompleteLectureResult',
            message: 'Progress Updated',
            progress: progress('c1', ['l1', 'l2', 'l3'], 3),
            certificate,
          },
        },
      },
      delay: 10,
    };
    const expectLinks = async () => {
      const notice = await screen.findByTestId('player-certificate');
      expect(
        within(notice).getByRole('link', {
          name: 'Download certificate: Personal Branding Masterclass',
        }),
      ).toHaveAttribute('href', certificate.pdfUrl);
      expect(
        within(notice).getByRole('link', { name: 'View certificate: Personal Branding Masterclass' }),
      ).toHaveAttribute('href', '/certificate/cert1');
    };

    it('appears right after the last Mark As Complete, without another request', async () => {
      renderPlayer([completeLastMock], playerCourse(), ['l2', 'l3']);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      expect(screen.queryByTestId('player-certificate')).toBeNull();
      await userEvent.setup().click(mark);
      await expectLinks();
    });

    it('is loaded for a course completed earlier', async () => {
      renderPlayer(
        [
          {
            request: { query: MyCertificateDocument, variables: { courseId: 'c1' } },
            result: { data: { myCertificate: certificate } },
            delay: 10,
          },
        ],
        playerCourse(),
        ['l1', 'l2', 'l3'],
      );
      await expectLinks();
    });

    it('is not shown while lectures remain', async () => {
      renderPlayer([], playerCourse(), ['l1']);
      await screen.findByRole('button', { name: 'Completed' });
      expect(screen.queryByTestId('player-certificate')).toBeNull();
    });
  });

  it('shows Rewatch and Completed for lectures already done', async () => {
    renderPlayer([], playerCourse(), ['l1']);
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rewatch: Welcome' })).toBeInTheDocument();
  });

  describe('rating', () => {
    const starGroup = () => screen.findByRole('group', { name: 'Rate this course:' });

    it('offers five labelled stars', async () => {
      renderPlayer();
      const stars = within(await starGroup()).getAllByRole('button');
      expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
        'Rate 1 star',
        'Rate 2 stars',
        'Rate 3 stars',
        'Rate 4 stars',
        'Rate 5 stars',
      ]);
    });

    it("shows the viewer's rating as the pressed star and in words", async () => {
      renderPlayer();
      const stars = within(await starGroup()).getAllByRole('button');
      expect(stars.map((s) => s.getAttribute('aria-pressed'))).toEqual([
        'false',
        'false',
        'true',
        'false',
        'false',
      ]);
      expect(screen.getByTestId('your-rating')).toHaveTextContent('Your rating: 3 of 5');
    });

    it('saves a new rating, toasts and shows it as the pressed star and in words', async () => {
      renderPlayer([rateFiveMock]);
      const group = await starGroup();
      await userEvent.setup().click(within(group).getByRole('button', { name: 'Rate 5 stars' }));
      expect((await findToast('Rating added')).dataset.type).toBe('success');
      await waitFor(() =>
        expect(within(group).getByRole('button', { name: 'Rate 5 stars' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      expect(within(group).getByRole('button', { name: 'Rate 3 stars' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(screen.getByTestId('your-rating')).toHaveTextContent('Your rating: 5 of 5');
    });
  });

  describe('video problems', () => {
    it('explains a video that fails to load', async () => {
      renderPlayer();
      await waitFor(() => expect(players).toHaveLength(1));
      act(() =>
        players[0].events?.onError?.({
          target: { destroy: () => undefined, getIframe: () => document.createElement('iframe') },
          data: 100,
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error loading video. Please check the video URL.',
      );
    });

    it.each([
      {
        lecture: 'Broken link',
        chapter: null,
        messages: ['Invalid YouTube URL', 'Please contact support to fix this video.'],
      },
      { lecture: 'No link yet', chapter: /Going Further/, messages: ['Video URL not available'] },
    ])('explains $lecture without starting a player', async ({ lecture, chapter, messages }) => {
      renderPlayer();
      const user = userEvent.setup();
      await waitFor(() => expect(players).toHaveLength(1));
      if (chapter) await user.click(screen.getByRole('button', { name: chapter }));
      await user.click(screen.getByRole('button', { name: `Watch: ${lecture}` }));
      expect(screen.getByRole('heading', { level: 2, name: lecture })).toBeInTheDocument();
      for (const message of messages) expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(players).toHaveLength(1);
    });

    it('marks the chosen lecture current even when its link is invalid', async () => {
      renderPlayer();
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Watch: Broken link' }));
      expect(lectureRows()[1]).toHaveAttribute('aria-current', 'true');
    });
  });

  it('tells a viewer who is not enrolled and links to the course page', async () => {
    renderRoute([
      courseMock({
        data: { course: playerCourse({ viewerIsEnrolled: false, viewerRating: null }) },
      }),
      progressMock({ errors: [graphQLError('You are not enrolled in this course', 'FORBIDDEN')] }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/course/c1',
    );
    expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
  });

  it("shows 'Course not found' for an unknown course", async () => {
    renderRoute([
      courseMock({ errors: [graphQLError('Course not found', 'NOT_FOUND')] }),
      progressMock({ errors: [graphQLError('Course not found', 'NOT_FOUND')] }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
  });
});
