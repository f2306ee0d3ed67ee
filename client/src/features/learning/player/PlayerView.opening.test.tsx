import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphQLError, signIn } from '../test/fixtures';
import {
  playerCourse,
  courseMock,
  progressMock,
  renderRoute,
  renderPlayer,
  players,
  instances,
  fakeYouTubeEachTest,
  lectureRows,
  summary,
  courseTitle,
} from './test/playerFixtures';

fakeYouTubeEachTest();

describe('Player', () => {
  describe('on opening', () => {
    it('shows a loading status, then the course title', async () => {
      renderPlayer();
      expect(screen.getByRole('status', { name: 'Loading course' })).toBeInTheDocument();
      expect(await courseTitle()).toBeInTheDocument();
    });

    it('names the tab after the course once it has loaded', async () => {
      document.title = 'Earlier page | BrandCraft';
      renderPlayer();
      await courseTitle();
      await waitFor(() =>
        expect(document.title).toBe('Personal Branding Masterclass | BrandCraft'),
      );
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

  describe('preview as a student', () => {
    it('opens for the owner with a banner, asks for no progress and cannot mark lectures complete', async () => {
      // No progress mock: asking for it would fail the test with "No more mocked responses".
      renderRoute(
        [
          signIn({ id: 'edu-1', role: 'EDUCATOR' }),
          courseMock({ data: { course: playerCourse() } }),
        ],
        '/player/c1?preview=student',
      );
      expect(await screen.findByText('Previewing as a student')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the course page' })).toHaveAttribute(
        'href',
        '/course/c1?preview=student',
      );
      expect(await screen.findByRole('button', { name: 'Mark As Complete' })).toBeDisabled();
      expect(
        screen.getByText('Learners mark lectures complete and rate the course here.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('You are not enrolled in this course')).not.toBeInTheDocument();
    });
  });

  describe('video problems', () => {
    it('explains a video that fails to load', async () => {
      renderPlayer();
      await waitFor(() => expect(players).toHaveLength(1));
      act(() =>
        players[0].events?.onError?.({
          target: instances[0],
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
