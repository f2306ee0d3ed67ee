import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { progress, resumePoint } from '../test/fixtures';
import {
  playerCourse,
  courseMock,
  progressMock,
  renderRoute,
  renderPlayer,
  completeWelcomeMock,
  quizzesMock,
  fakeYouTubeEachTest,
} from './test/playerFixtures';

fakeYouTubeEachTest();

describe('Player', () => {
  describe('moving on', () => {
    const chapterButton = (name: RegExp) => screen.getByRole('button', { name });
    const lectureHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

    it('goes Next across chapters, with Previous back, each absent at its end of the course', async () => {
      const user = userEvent.setup();
      renderPlayer();
      await lectureHeading('Welcome');
      expect(screen.queryByRole('button', { name: /^Previous lecture/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next lecture: Broken link' }));
      await lectureHeading('Broken link');
      expect(screen.getByRole('button', { name: 'Previous lecture: Welcome' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Next lecture: No link yet' }));
      await lectureHeading('No link yet');
      expect(chapterButton(/Going Further/)).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryByRole('button', { name: /^Next lecture/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Previous lecture: Broken link' }));
      await lectureHeading('Broken link');
    });

    it("steps through a chapter's quiz with Next and Previous, between the lectures around it", async () => {
      const user = userEvent.setup();
      renderPlayer([quizzesMock(['ch1', 'Check-in', 1])]);
      await lectureHeading('Welcome');
      await user.click(await screen.findByRole('button', { name: 'Next quiz: Check-in' }));
      expect(screen.getByTestId('player-quiz')).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Next lecture: Broken link' }));
      await lectureHeading('Broken link');
      await user.click(screen.getByRole('button', { name: 'Previous quiz: Check-in' }));
      await user.click(screen.getByRole('button', { name: 'Previous lecture: Welcome' }));
      await lectureHeading('Welcome');
    });

    it('lists the quiz of a chapter without lectures, and reaches it with Next', async () => {
      const user = userEvent.setup();
      const course = playerCourse();
      course.courseContent.push({
        __typename: 'Chapter',
        chapterId: 'ch3',
        chapterTitle: 'Wrap-up',
        chapterOrder: 3,
        chapterContent: [],
      });
      renderPlayer([quizzesMock(['ch3', 'Final check', 0])], course);
      await lectureHeading('Welcome');
      await user.click(chapterButton(/Wrap-up/));
      expect(await screen.findByRole('button', { name: 'Take quiz: Final check' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Next lecture: Broken link' }));
      await user.click(await screen.findByRole('button', { name: 'Next lecture: No link yet' }));
      await user.click(await screen.findByRole('button', { name: 'Next quiz: Final check' }));
      expect(screen.getByTestId('player-quiz')).toHaveAttribute('aria-current', 'true');
    });

    it('reaches Next by keyboard', async () => {
      const user = userEvent.setup();
      renderPlayer();
      await lectureHeading('Welcome');
      screen.getByRole('button', { name: 'Next lecture: Broken link' }).focus();
      await user.keyboard('{Enter}');
      expect(await lectureHeading('Broken link')).toBeInTheDocument();
    });

    it("moves focus to Next once 'Mark As Complete' has become 'Completed'", async () => {
      const user = userEvent.setup();
      renderPlayer([completeWelcomeMock]);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      await user.click(mark);
      await screen.findByRole('button', { name: 'Completed' });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Next lecture: Broken link' })).toHaveFocus(),
      );
    });

    it("opens a resumed lecture's own chapter, not the first", async () => {
      renderRoute([
        courseMock({ data: { course: playerCourse() } }),
        progressMock({ data: { courseProgress: progress('c1', [], 3, resumePoint('l3', 0)) } }),
      ]);
      await lectureHeading('No link yet');
      expect(chapterButton(/Going Further/)).toHaveAttribute('aria-expanded', 'true');
      expect(chapterButton(/Getting Started/)).toHaveAttribute('aria-expanded', 'false');
    });

    it('puts the lecture list before the rating in reading order (first on phones)', async () => {
      renderPlayer();
      await lectureHeading('Welcome');
      const list = screen.getByRole('heading', { level: 2, name: 'Course Content' });
      const rating = screen.getByRole('group', { name: 'Rate this course:' });
      expect(list.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
