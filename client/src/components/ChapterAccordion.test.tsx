import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import { ChapterAccordion } from './ChapterAccordion';

const chapters = ['One', 'Two', 'Three'].map((title) => ({
  chapterId: title,
  chapterTitle: title,
  chapterContent: [{ lectureId: `${title}-1`, lectureDuration: 5 }],
}));

/** The accordion with buttons that make a chapter the current one, as the player does. */
function Accordion({ initial }: { initial?: string }) {
  const [openChapterId, setOpenChapterId] = useState(initial);
  return (
    <>
      {chapters.map(({ chapterId }) => (
        <button key={chapterId} type="button" onClick={() => setOpenChapterId(chapterId)}>
          {`current: ${chapterId}`}
        </button>
      ))}
      <ChapterAccordion
        chapters={chapters}
        openChapterId={openChapterId}
        renderLecture={(lecture) => <li key={lecture.lectureId}>{lecture.lectureId}</li>}
      />
    </>
  );
}

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent?.split(/\d/)[0]);

describe('ChapterAccordion', () => {
  it('opens the first chapter at the start', () => {
    renderWithProviders(<Accordion />);
    expect(expanded()).toEqual(['One']);
  });

  it('opens the chapter it is given instead, once it arrives', async () => {
    renderWithProviders(<Accordion />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'current: Three' }));
    expect(expanded()).toEqual(['Three']);
  });

  it('opens the next given chapter too, which the learner may still close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion initial="One" />);
    await user.click(screen.getByRole('button', { name: 'current: Two' }));
    expect(expanded()).toEqual(['One', 'Two']);
    await user.click(screen.getByRole('button', { name: /^Two/ }));
    expect(expanded()).toEqual(['One']);
  });
});
