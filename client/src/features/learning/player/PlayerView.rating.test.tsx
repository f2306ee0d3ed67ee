import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RateCourseDocument } from './playerActions.generated';
import { findToast } from '../../../test/findToast';
import { signIn } from '../test/fixtures';
import { playerCourse, renderPlayer, fakeYouTubeEachTest } from './test/playerFixtures';

fakeYouTubeEachTest();

const rateFiveMock: MockedResponse = {
  request: { query: RateCourseDocument, variables: { courseId: 'c1', rating: 5 } },
  result: {
    data: {
      rateCourse: {
        __typename: 'RateCourseResult',
        message: 'Rating added',
        rating: 5,
        review: 'Helpful start.',
        averageRating: 4,
        ratingCount: 2,
      },
    },
  },
  delay: 10,
};
describe('Player', () => {
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

  describe('written review', () => {
    const reviewBox = () => screen.findByRole('textbox', { name: 'Your review (optional)' });
    const saveReview = () => screen.getByRole('button', { name: 'Save review' });
    const saveReviewMock = (review: string, saved: string | null): MockedResponse => ({
      request: { query: RateCourseDocument, variables: { courseId: 'c1', rating: 3, review } },
      result: {
        data: {
          rateCourse: {
            __typename: 'RateCourseResult',
            message: 'Rating added',
            rating: 3,
            review: saved,
            averageRating: 3,
            ratingCount: 2,
          },
        },
      },
      delay: 10,
    });

    it("prefills the viewer's review and counts its characters against the limit", async () => {
      renderPlayer();
      expect(await reviewBox()).toHaveValue('Helpful start.');
      expect(screen.getByTestId('review-counter')).toHaveTextContent('14 / 2,000 characters');
      expect(saveReview()).toBeDisabled(); // nothing changed yet
    });

    it('saves an edited review with the current stars and toasts', async () => {
      renderPlayer([
        saveReviewMock('Helpful start. Loved chapter 2!', 'Helpful start. Loved chapter 2!'),
      ]);
      const user = userEvent.setup();
      await user.type(await reviewBox(), ' Loved chapter 2!');
      expect(screen.getByTestId('review-counter')).toHaveTextContent('31 / 2,000 characters');
      await user.click(saveReview());
      expect((await findToast('Review saved')).dataset.type).toBe('success');
      expect(await reviewBox()).toHaveValue('Helpful start. Loved chapter 2!');
      await waitFor(() => expect(saveReview()).toBeDisabled());
    });

    it('tells the learner when moderators hid their review, and still lets them edit it', async () => {
      renderPlayer([], playerCourse({ viewerReviewHidden: true }));
      expect(await screen.findByTestId('review-hidden')).toHaveTextContent(
        'Moderators hid your review from the course page. You can still edit it; it stays hidden.',
      );
      const box = screen.getByRole('textbox', { name: /review/i });
      expect(box).toHaveValue('Helpful start.');
      // Read with the box, for a learner who tabs straight to it.
      expect(box).toHaveAccessibleDescription(/^Moderators hid your review from the course page/);
    });

    it('says nothing of moderation for a review on show', async () => {
      renderPlayer();
      await screen.findByText('Your rating: 3 of 5');
      expect(screen.queryByTestId('review-hidden')).toBeNull();
    });

    it('removes the review when saved empty', async () => {
      renderPlayer([saveReviewMock('', null)]);
      const user = userEvent.setup();
      await user.clear(await reviewBox());
      await user.click(saveReview());
      expect((await findToast('Review removed')).dataset.type).toBe('success');
      expect(await reviewBox()).toHaveValue('');
    });

    it('refuses to save a review over the limit', async () => {
      renderPlayer();
      fireEvent.change(await reviewBox(), { target: { value: 'x'.repeat(2001) } });
      expect(screen.getByTestId('review-counter')).toHaveTextContent('2,001 / 2,000 characters');
      expect(screen.getByText('Review must be at most 2000 characters')).toBeVisible();
      expect(await reviewBox()).toHaveAttribute('aria-invalid', 'true');
      expect(saveReview()).toBeDisabled();
    });

    it('asks for stars before a review can be saved', async () => {
      renderPlayer([], playerCourse({ viewerRating: null, viewerReview: null }));
      await userEvent.setup().type(await reviewBox(), 'Great');
      expect(saveReview()).toBeDisabled();
      expect(screen.getByText(/Choose your stars above first/)).toBeInTheDocument();
    });

    it.each([
      [
        'the owner',
        { id: 'edu-1', role: 'EDUCATOR' },
        'You teach this course: ratings and reviews are left to your students.',
      ],
      ['an admin', { role: 'ADMIN' }, 'Admins do not rate or review courses.'],
    ])('is not offered to %s, who is told why', async (_who, me, why) => {
      renderPlayer([signIn(me)]);
      expect(await screen.findByText(why)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Course Content' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Rate this course:' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /review/i })).not.toBeInTheDocument();
    });
  });
});
