import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveLecturePositionDocument } from './playerActions.generated';
import { progress, resumePoint } from '../test/fixtures';
import {
  lecture,
  playerCourse,
  courseMock,
  progressMock,
  renderRoute,
  players,
  instances,
  fakeYouTubeEachTest,
  lectureRows,
} from './test/playerFixtures';

fakeYouTubeEachTest();

describe('Player', () => {
  describe('resuming where the learner left off', () => {
    const courseWithTwoVideos = () =>
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
    const saveMock = (lectureId: string, positionSeconds: number) => {
      const result = jest.fn(() => ({
        data: {
          saveLecturePosition: resumePoint(lectureId, positionSeconds, 'Saved'),
        },
      }));
      const mock: MockedResponse = {
        request: {
          query: SaveLecturePositionDocument,
          variables: { courseId: 'c1', lectureId, positionSeconds },
        },
        result,
      };
      return { mock, result };
    };
    function openResumed(extra: MockedResponse[] = [], resume = resumePoint('l2', 95)) {
      renderRoute([
        courseMock({ data: { course: courseWithTwoVideos() } }),
        progressMock({ data: { courseProgress: progress('c1', [], 2, resume) } }),
        ...extra,
      ]);
    }
    const playerEvent = (data: number) =>
      act(() => players.at(-1)?.events?.onStateChange?.({ target: instances.at(-1)!, data }));

    it('opens the remembered lecture at the saved second', async () => {
      openResumed();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Second steps' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(players).toHaveLength(1));
      expect(players[0]).toMatchObject({ videoId: 'a_b-C1d2E3f', playerVars: { start: 95 } });
      expect(lectureRows()[1]).toHaveAttribute('aria-current', 'true');
      expect(screen.getByText(/Resuming at 1:35/)).toBeInTheDocument();
    });

    it('opens the first lecture from its start when the remembered one left the course', async () => {
      openResumed([], resumePoint('gone', 95));
      expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
      await waitFor(() => expect(players).toHaveLength(1));
      expect(players[0].videoId).toBe('dQw4w9WgXcQ');
      expect(players[0].playerVars).not.toHaveProperty('start');
      expect(screen.queryByText(/Resuming at/)).not.toBeInTheDocument();
    });

    it('saves the position when the video pauses', async () => {
      const save = saveMock('l2', 130);
      openResumed([save.mock]);
      await waitFor(() => expect(players).toHaveLength(1));
      instances[0].time = 129.6;
      playerEvent(1); // playing
      instances[0].time = 130.2;
      playerEvent(2); // paused
      await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    });

    it('saves a newly picked lecture from its start, which then plays from its start', async () => {
      const save = saveMock('l1', 0);
      openResumed([save.mock]);
      await waitFor(() => expect(players).toHaveLength(1));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Watch: Welcome' }));
      await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(players).toHaveLength(2));
      expect(players[1].videoId).toBe('dQw4w9WgXcQ');
      expect(players[1].playerVars).not.toHaveProperty('start');
    });
  });
});
