import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CourseRating } from './CourseRating';

/** The player's rating box, whose stored review can change under it (the course's data arrives). */
function Harness() {
  const [review, setReview] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setReview('Arrived from the server')}>
        load review
      </button>
      <CourseRating courseId="c1" rating={4} review={review} />
    </>
  );
}

describe('CourseRating', () => {
  it('shows the stored review in the box once it arrives', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Your review (optional)' });
    expect(box).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'load review' }));
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue(
      'Arrived from the server',
    );
  });
});
