import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { progress, resumePoint } from '../test/fixtures';
import { CompleteLectureDocument } from './player.generated';
import {
  courseMock,
  fakeYouTubeEachTest,
  lecture,
  playerCourse,
  players,
  progressMock,
  quizzesMock,
  renderPlayer,
  renderRoute,
  summary,
} from './test/playerFixtures';

fakeYouTubeEachTest();

/** Two YouTube lectures in one chapter. */
const twoVideos = () =>
  playerCourse({
    courseContent: [
      {
        __typename: 'Chapter',
        chapterId: 'ch1',
        chapterTitle: 'Getting Started',
        chapterOrder: 1,
        chapterContent: [
          lecture('l1', 'Welcome', 'https://youtu.be/dQw4w9WgXcQ'),
          lecture('l2', 'Second steps', 'https://youtu.be/a_b-C1d2E3f', 2),
        ],
      },
    ],
  });

const completeMock = (lectureId: string, done: string[], total: number): MockedResponse => ({
  request: { query: CompleteLectureDocument, variables: { courseId: 'c1', lectureId } },
  result: {
    data: {
      completeLecture: {
        __typename: 'CompleteLectureResult',
        message: 'Progress Updated',
        progress: progress('c1', done, total),
        certificate: null,
      },
    },
  },
  delay: 10,
});

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const countdown = () => screen.queryByTestId('auto-advance');

async function completeWelcome() {
  const user = userEvent.setup();
  renderRoute([
    courseMock({ data: { course: twoVideos() } }),
    progressMock({ data: { courseProgress: progress('c1', [], 2) } }),
    completeMock('l1', ['l1'], 2),
  ]);
  const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
  await waitFor(() => expect(mark).toBeEnabled());
  await user.click(mark);
  await screen.findByRole('button', { name: 'Completed' });
  await waitFor(() => expect(countdown()).toBeInTheDocument());
  return user;
}

describe('Player: moving on by itself after Mark As Complete', () => {
  it('counts down to the next lecture, says so politely once, then plays it', async () => {
    await completeWelcome();
    expect(countdown()).toHaveTextContent('Next: Second steps in 5s');
    expect(
      screen.getByText('Next: Second steps in a few seconds. Press Escape to cancel.'),
    ).toHaveAttribute('role', 'status');
    expect(await heading('Welcome')).toBeInTheDocument();

    await waitFor(() => expect(players.at(-1)?.videoId).toBe('a_b-C1d2E3f'), { timeout: 7_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Second steps' })).toBeInTheDocument();
    expect(players.at(-1)?.playerVars).toMatchObject({ autoplay: 1 });
    expect(countdown()).not.toBeInTheDocument();
  }, 15_000);

  it('Play now moves on at once', async () => {
    const user = await completeWelcome();
    await user.click(screen.getByRole('button', { name: 'Play now' }));
    expect(await heading('Second steps')).toBeInTheDocument();
    expect(players.at(-1)?.playerVars).toMatchObject({ autoplay: 1 });
    expect(countdown()).not.toBeInTheDocument();
  });

  it('Cancel stays on the lecture and gives the focus to Next', async () => {
    const user = await completeWelcome();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(countdown()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next lecture: Second steps' })).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5_500)));
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
  }, 15_000);

  it('Escape cancels it from the keyboard', async () => {
    const user = await completeWelcome();
    await user.keyboard('{Escape}');
    expect(countdown()).not.toBeInTheDocument();
  });

  it('going anywhere else first stops it', async () => {
    const user = await completeWelcome();
    await user.click(screen.getByRole('button', { name: 'Next lecture: Second steps' }));
    expect(await heading('Second steps')).toBeInTheDocument();
    expect(countdown()).not.toBeInTheDocument();
    // Chosen by the learner: it does not start playing by itself.
    expect(players.at(-1)?.playerVars).not.toHaveProperty('autoplay');
  });

  it('the last lecture leads back to the first quiz still to pass', async () => {
    const user = userEvent.setup();
    renderRoute([
      courseMock({ data: { course: playerCourse() } }),
      progressMock({
        data: { courseProgress: progress('c1', ['l1', 'l2'], 3, resumePoint('l3', 0)) },
      }),
      quizzesMock(['ch1', 'Opening check', 0]),
      completeMock('l3', ['l1', 'l2', 'l3'], 3),
    ]);
    expect(await heading('No link yet')).toBeInTheDocument();
    const mark = screen.getByRole('button', { name: 'Mark As Complete' });
    await waitFor(() => expect(mark).toBeEnabled());
    await user.click(mark);
    await waitFor(() => expect(countdown()).toHaveTextContent('Next quiz: Opening check in 5s'));
    expect(summary()).toHaveTextContent('3 of 3 lectures · 1 quiz to pass');
    expect(summary()).toHaveTextContent('100%');
  });
});

describe('Player: progress with quizzes left', () => {
  it('says what remains once the lectures are done, and keeps the percent lecture-based', async () => {
    renderPlayer(
      [quizzesMock(['ch1', 'Opening check', 0], ['ch2', 'Final check', 1])],
      playerCourse(),
      ['l1', 'l2', 'l3'],
    );
    await waitFor(() => expect(summary()).toHaveTextContent('3 of 3 lectures · 2 quizzes to pass'));
    expect(summary()).toHaveTextContent('100%');
  });

  it('keeps "lectures completed" while lectures remain', async () => {
    renderPlayer([quizzesMock(['ch1', 'Opening check', 0])], playerCourse(), ['l1']);
    await waitFor(() => expect(summary()).toHaveTextContent('1 of 3 lectures completed'));
  });
});
