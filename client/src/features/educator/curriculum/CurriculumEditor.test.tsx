import '../test/jsdomShims';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { system } from '../../../theme';
import {
  addChapter as withChapter,
  addLecture as withLecture,
  toChapterInputs,
  type ChapterDraft,
} from './curriculum';
import { CurriculumEditor } from './CurriculumEditor';

let latest: ChapterDraft[] = [];

function Harness({ initial }: { initial: ChapterDraft[] }) {
  const [chapters, setChapters] = useState(initial);
  latest = chapters;
  return <CurriculumEditor chapters={chapters} onChange={setChapters} />;
}

/** Each test starts from the curriculum it needs: every dialog round trip costs a full render. */
function setup(initial: ChapterDraft[] = []) {
  render(
    <ChakraProvider value={system}>
      <Harness initial={initial} />
    </ChakraProvider>,
  );
  return userEvent.setup({ delay: null });
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Enters a whole value as one input event. Typing it key by key re-renders the dialog per
 * character, which took the lecture tests past Jest's 5 s timeout on a busy machine.
 */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function addChapter(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter Chapter Name:' });
  if (name) await fill(user, within(dialog).getByRole('textbox', { name: 'Chapter name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function addLecture(
  user: User,
  chapterTitle: string,
  values: { title: string; minutes: string; url: string; free?: boolean },
) {
  await user.click(screen.getByRole('button', { name: `Add Lecture to ${chapterTitle}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' });
  await fill(user, within(dialog).getByRole('textbox', { name: 'Lecture Title' }), values.title);
  await fill(
    user,
    within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }),
    values.minutes,
  );
  await fill(user, within(dialog).getByRole('textbox', { name: 'Lecture URL' }), values.url);
  if (values.free)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Is Preview Free?' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const lecture = (lectureTitle: string, lectureDuration: number, isPreviewFree = false) => ({
  lectureTitle,
  lectureDuration,
  lectureUrl: `https://youtu.be/${lectureTitle.slice(0, 1).toLowerCase().repeat(11)}`,
  isPreviewFree,
});

/** A curriculum built without the dialogs: chapter titles, each with its lectures. */
function curriculum(...chapters: [title: string, lectures: ReturnType<typeof lecture>[]][]) {
  return chapters.reduce<ChapterDraft[]>((drafts, [title, lectures]) => {
    const added = withChapter(drafts, title);
    const key = added[added.length - 1].key;
    return lectures.reduce((acc, l) => withLecture(acc, key, l), added);
  }, []);
}

const chapterHeadings = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('CurriculumEditor', () => {
  it("adds chapters through the 'Enter Chapter Name:' dialog, numbered in order", async () => {
    const user = setup();
    expect(screen.getByText(/No chapters yet/)).toBeInTheDocument();
    await addChapter(user, 'Foundations');
    await addChapter(user, 'Growth Hacks');
    expect(chapterHeadings()).toEqual(['1. Foundations', '2. Growth Hacks']);
    expect(latest.map((chapter) => chapter.chapterTitle)).toEqual(['Foundations', 'Growth Hacks']);
  });

  it('adds nothing for an empty or blank name, or when cancelled', async () => {
    const user = setup();
    await addChapter(user, '');
    await addChapter(user, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
    await fill(user, await screen.findByRole('textbox', { name: 'Chapter name' }), 'Nope');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chapterHeadings()).toEqual([]);
    expect(latest).toEqual([]);
  });

  it('adds a lecture through the dialog with its duration, link and preview flag', async () => {
    const user = setup(curriculum(['Foundations', []]));
    await addLecture(user, 'Foundations', {
      title: 'Why brands matter',
      minutes: '65',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      free: true,
    });
    const [first] = within(
      screen.getByRole('heading', { name: '1. Foundations' }).closest('li') as HTMLElement,
    ).getAllByRole('listitem');
    expect(first).toHaveTextContent('1. Why brands matter');
    expect(first).toHaveTextContent('1h 5m');
    expect(first).toHaveTextContent('Free Preview');
    expect(toChapterInputs(latest)).toEqual([
      {
        chapterTitle: 'Foundations',
        chapterContent: [
          {
            lectureTitle: 'Why brands matter',
            lectureDuration: 65,
            lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
            isPreviewFree: true,
          },
        ],
      },
    ]);
  });

  it('adds a lecture after the others, not free unless ticked', async () => {
    const user = setup(curriculum(['Foundations', [lecture('Why brands matter', 65, true)]]));
    await addLecture(user, 'Foundations', {
      title: 'Your niche',
      minutes: '20',
      url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    });
    const [, second] = within(
      screen.getByRole('heading', { name: '1. Foundations' }).closest('li') as HTMLElement,
    ).getAllByRole('listitem');
    expect(second).toHaveTextContent('2. Your niche');
    expect(second).toHaveTextContent('20m');
    expect(second).not.toHaveTextContent('Free Preview');
    expect(screen.getByText('2 lectures')).toBeInTheDocument();
    expect(toChapterInputs(latest)[0].chapterContent[1]).toEqual({
      lectureTitle: 'Your niche',
      lectureDuration: 20,
      lectureUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      isPreviewFree: false,
    });
  });

  it('removes a lecture, moving the rest up', async () => {
    const user = setup(
      curriculum([
        'Foundations',
        [lecture('Why brands matter', 65, true), lecture('Your niche', 20)],
      ]),
    );
    expect(screen.getByText('2 lectures')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove lecture Why brands matter' }));
    expect(screen.queryByText('1. Why brands matter')).not.toBeInTheDocument();
    // The remaining lecture moves up to number 1.
    expect(screen.getByText('1. Your niche')).toBeInTheDocument();
    expect(screen.getByText('1 lecture')).toBeInTheDocument();
    expect(latest[0].lectures.map((lecture) => lecture.lectureTitle)).toEqual(['Your niche']);
  });

  it('checks the lecture fields before adding', async () => {
    const user = setup(curriculum(['Foundations', []]));
    await user.click(screen.getByRole('button', { name: 'Add Lecture to Foundations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' });
    await fill(user, within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Lecture title is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Duration must be a whole number of minutes from 1 to 1440'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Lecture URL must be a YouTube video link'),
    ).toBeInTheDocument();
    expect(latest[0].lectures).toEqual([]);
  });

  it('collapses and expands a chapter, leaving the others open', async () => {
    const user = setup(curriculum(['Foundations', []], ['Growth', []]));
    const toggle = screen.getByRole('button', { name: 'Toggle chapter 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const addLectureButton = screen.getByRole('button', { name: 'Add Lecture to Foundations' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(addLectureButton).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Lecture to Growth' })).toBeVisible();
    expect(latest.map((chapter) => chapter.collapsed)).toEqual([true, false]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(addLectureButton).toBeVisible();
  });

  it('removes a chapter, numbering the rest from 1', async () => {
    const user = setup(curriculum(['Foundations', []], ['Growth', []]));
    await user.click(screen.getByRole('button', { name: 'Remove chapter Foundations' }));
    expect(chapterHeadings()).toEqual(['1. Growth']);
    expect(latest.map((chapter) => chapter.chapterTitle)).toEqual(['Growth']);
  });

  it('edits a lecture in place, keeping its position', async () => {
    const user = setup(curriculum(['Basics', [lecture('Intro', 5), lecture('Next', 7)]]));
    const key = latest[0].lectures[0].key;
    await user.click(screen.getByRole('button', { name: 'Edit lecture Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lecture' });
    const title = within(dialog).getByRole('textbox', { name: 'Lecture Title' });
    expect(title).toHaveValue('Intro');
    await user.clear(title);
    await fill(user, title, 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      latest[0].lectures.map((l) => [l.key === key, l.lectureTitle, l.lectureDuration]),
    ).toEqual([
      [true, 'Welcome', 5],
      [false, 'Next', 7],
    ]);
  });

  it('moves a lecture with the keyboard: focus stays on it, the ends are disabled, the move is announced', async () => {
    const user = setup(
      curriculum(['Basics', [lecture('Intro', 5), lecture('Next', 7), lecture('Last', 9)]]),
    );
    expect(screen.getByRole('button', { name: 'Move lecture Intro up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move lecture Last down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move lecture Intro down' }).focus();
    await user.keyboard('{Enter}');
    expect(latest[0].lectures.map((l) => l.lectureTitle)).toEqual(['Next', 'Intro', 'Last']);
    expect(screen.getByRole('status')).toHaveTextContent('Moved lecture Intro to position 2 of 3');
    expect(screen.getByRole('button', { name: 'Move lecture Intro down' })).toHaveFocus();

    // At the bottom its "down" is disabled, so the focus goes to its "up".
    await user.keyboard(' ');
    expect(latest[0].lectures.map((l) => l.lectureTitle)).toEqual(['Next', 'Last', 'Intro']);
    expect(screen.getByRole('button', { name: 'Move lecture Intro down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move lecture Intro up' })).toHaveFocus();
    expect(screen.getByText('3. Intro')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Moved lecture Intro to position 3 of 3');
  });

  it('moves a chapter with its lectures and announces where it went', async () => {
    const user = setup(curriculum(['Basics', [lecture('Intro', 5)]], ['Growth', []]));
    screen.getByRole('button', { name: 'Move chapter Growth up' }).focus();
    await user.keyboard('{Enter}');
    expect(chapterHeadings()).toEqual(['1. Growth', '2. Basics']);
    expect(latest[1].lectures.map((l) => l.lectureTitle)).toEqual(['Intro']);
    expect(screen.getByRole('button', { name: 'Move chapter Growth down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Moved chapter Growth to position 1 of 2');
  });

  it('renames a chapter through the name dialog, prefilled, keeping its id', async () => {
    const stored = curriculum(['Basics', []], ['Growth', []]);
    stored[0].chapterId = 'c1';
    const user = setup(stored);
    await user.click(screen.getByRole('button', { name: 'Rename chapter Basics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Chapter:' });
    const name = within(dialog).getByRole('textbox', { name: 'Chapter name' });
    expect(name).toHaveValue('Basics');
    await user.clear(name);
    await fill(user, name, 'Getting started');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chapterHeadings()).toEqual(['1. Getting started', '2. Growth']);
    expect(latest[0]).toMatchObject({ chapterId: 'c1', chapterTitle: 'Getting started' });
  });
});
