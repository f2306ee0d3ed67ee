import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddLectureNoteDocument,
  DeleteLectureNoteDocument,
  LectureNotesDocument,
  UpdateLectureNoteDocument,
} from '../notes/lectureNotes.generated';
import { progress } from '../test/fixtures';
import {
  courseMock,
  fakeYouTubeEachTest,
  instances,
  lecture,
  playerCourse,
  players,
  progressMock,
  renderRoute,
} from './test/playerFixtures';

fakeYouTubeEachTest();

const course = () =>
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

const note = (id: string, lectureId: string, positionSeconds: number, body: string) => ({
  __typename: 'LectureNote',
  id,
  courseId: 'c1',
  lectureId,
  positionSeconds,
  body,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
});

const notesMock = (...notes: ReturnType<typeof note>[]): MockedResponse => ({
  request: { query: LectureNotesDocument, variables: { courseId: 'c1' } },
  result: { data: { lectureNotes: notes } },
  delay: 10,
});

function openPlayer(extra: MockedResponse[], ...notes: ReturnType<typeof note>[]) {
  renderRoute([
    courseMock({ data: { course: course() } }),
    progressMock({ data: { courseProgress: progress('c1', [], 2) } }),
    notesMock(...notes),
    ...extra,
  ]);
}

const panel = () => screen.getByRole('region', { name: 'Notes' });

/** The first lecture's player, ready and at `seconds`. */
async function videoAt(seconds: number) {
  await waitFor(() => expect(instances).toHaveLength(1));
  act(() => players[0].events?.onReady?.({ target: instances[0] }));
  instances[0].time = seconds;
}

describe('Player: lecture notes', () => {
  it('lists the notes grouped by lecture, in course order', async () => {
    openPlayer([], note('n2', 'l2', 95, 'Funnel stages'), note('n1', 'l1', 12, 'Say hello'));
    await screen.findByText('Funnel stages');
    const groups = within(panel()).getAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Welcome', 'Second steps']);
  });

  it('adds a note at the second the video is at', async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({ data: { addLectureNote: note('n9', 'l1', 95, 'Key idea') } }));
    openPlayer([
      {
        request: {
          query: AddLectureNoteDocument,
          variables: { courseId: 'c1', lectureId: 'l1', positionSeconds: 95, body: 'Key idea' },
        },
        result: saved,
      },
    ]);
    await screen.findByText(/No notes yet/);
    await videoAt(95.7);
    const add = await within(panel()).findByRole('button', { name: 'Add note at 1:35' });
    await user.click(add);
    await user.type(screen.getByRole('textbox', { name: 'Note at 1:35' }), 'Key idea');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    await within(panel()).findByText('Key idea');
    expect(saved).toHaveBeenCalledTimes(1);
    expect(within(panel()).getByRole('heading', { level: 3, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note at 1:35' })).not.toBeInTheDocument();
  });

  it('a note of another lecture opens that lecture at its second, playing', async () => {
    const user = userEvent.setup();
    openPlayer([], note('n2', 'l2', 95, 'Funnel stages'));
    await screen.findByText('Funnel stages');
    await user.click(screen.getByRole('button', { name: 'Play from 1:35: Second steps' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Second steps' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(players.at(-1)?.videoId).toBe('a_b-C1d2E3f'));
    expect(players.at(-1)?.playerVars).toMatchObject({ start: 95, autoplay: 1 });
  });

  it("a note of the lecture on screen moves its video to the note's second", async () => {
    const user = userEvent.setup();
    openPlayer([], note('n1', 'l1', 42, 'Say hello'));
    await screen.findByText('Say hello');
    await videoAt(3);
    await user.click(screen.getByRole('button', { name: 'Play from 0:42: Welcome' }));
    expect(instances[0].time).toBe(42);
    expect(players).toHaveLength(1);
  });

  it('edits and deletes a note', async () => {
    const user = userEvent.setup();
    openPlayer(
      [
        {
          request: { query: UpdateLectureNoteDocument, variables: { id: 'n1', body: 'Say hi' } },
          result: { data: { updateLectureNote: note('n1', 'l1', 42, 'Say hi') } },
        },
        {
          request: { query: DeleteLectureNoteDocument, variables: { id: 'n1' } },
          result: { data: { deleteLectureNote: 'n1' } },
        },
      ],
      note('n1', 'l1', 42, 'Say hello'),
    );
    await screen.findByText('Say hello');
    await user.click(screen.getByRole('button', { name: 'Edit note at 0:42' }));
    const box = screen.getByRole('textbox', { name: 'Note at 0:42' });
    await user.clear(box);
    await user.type(box, 'Say hi');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await within(panel()).findByText('Say hi');

    await user.click(screen.getByRole('button', { name: 'Delete note at 0:42' }));
    await waitFor(() => expect(within(panel()).queryByText('Say hi')).not.toBeInTheDocument());
    expect(within(panel()).getByText(/No notes yet/)).toBeInTheDocument();
  });
});
