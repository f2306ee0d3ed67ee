import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EducatorReviewsDocument } from '../../features/educator/educator.generated';
import {
  RemoveReviewReplyDocument,
  ReplyToReviewDocument,
} from '../../features/educator/reviews/reviewReplies.generated';
import { findToast } from '../../test/findToast';
import ReviewsPage, { EDUCATOR_REVIEWS_PAGE_SIZE } from './ReviewsPage';
import { renderWithProviders } from '../../test/renderWithProviders';

const review = (id: string, courseTitle: string, text: string) => ({
  __typename: 'EducatorReview',
  id,
  rating: 4,
  review: text,
  reviewerName: `Learner ${id}`,
  updatedAt: '2025-05-02T09:00:00.000Z',
  courseId: `course-${courseTitle}`,
  courseTitle,
  reply: null as null | {
    __typename: 'ReviewReply';
    text: string;
    authorName: string;
    updatedAt: string;
  },
});

const reviewsMock = (
  nodes: ReturnType<typeof review>[],
  { after, next }: { after?: string; next?: string } = {},
): MockedResponse => ({
  request: {
    query: EducatorReviewsDocument,
    variables: { first: EDUCATOR_REVIEWS_PAGE_SIZE, ...(after ? { after } : {}) },
  },
  result: {
    data: {
      educatorReviews: {
        __typename: 'EducatorReviewConnection',
        totalCount: 3,
        pageInfo: { __typename: 'PageInfo', hasNextPage: !!next, endCursor: next ?? null },
        nodes,
      },
    },
  },
  delay: 10,
});

describe('Educator reviews page', () => {
  it('lists reviews of the educator’s courses with the course title, then pages on', async () => {
    renderWithProviders(<ReviewsPage />, {
      appCache: true,
      mocks: [
        reviewsMock(
          [review('r3', 'SEO Sprint', 'Loved it'), review('r2', 'Brand 101', 'Clear\nand short')],
          { next: 'cursor-2' },
        ),
        reviewsMock([review('r1', 'SEO Sprint', 'The oldest')], { after: 'cursor-2' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reviews of your courses' });
    const cards = () => within(list).getAllByTestId('educator-review');
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toHaveTextContent('SEO Sprint');
    expect(cards()[0]).toHaveTextContent('Learner r3');
    expect(cards()[0]).toHaveTextContent('Loved it');
    expect(within(cards()[0]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3 reviews, newest first')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await within(list).findByText('The oldest')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('replies under a review, edits the reply and removes it', async () => {
    const reply = (text: string) => ({
      __typename: 'ReviewReply' as const,
      text,
      authorName: 'Aarav Sharma',
      updatedAt: '2025-05-03T09:00:00.000Z',
    });
    const answer = (name: 'replyToReview' | 'removeReviewReply', text: string | null) => ({
      data: { [name]: { __typename: 'EducatorReview', id: 'r3', reply: text && reply(text) } },
    });
    renderWithProviders(<ReviewsPage />, {
      appCache: true,
      mocks: [
        reviewsMock([review('r3', 'SEO Sprint', 'Loved it')]),
        {
          request: {
            query: ReplyToReviewDocument,
            variables: { reviewId: 'r3', reply: 'Thank you!' },
          },
          result: answer('replyToReview', 'Thank you!'),
        },
        {
          request: {
            query: ReplyToReviewDocument,
            variables: { reviewId: 'r3', reply: 'Thank you, Learner!' },
          },
          result: answer('replyToReview', 'Thank you, Learner!'),
        },
        {
          request: { query: RemoveReviewReplyDocument, variables: { reviewId: 'r3' } },
          result: answer('removeReviewReply', null),
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply to Learner r3' }));
    const box = screen.getByRole('textbox', { name: /Your reply to Learner r3/ });
    expect(screen.getByRole('button', { name: 'Post reply' })).toBeDisabled();
    await user.type(box, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await findToast('Reply posted under the review')).toHaveAttribute(
      'data-type',
      'success',
    );
    const shown = await screen.findByTestId('review-reply');
    expect(shown).toHaveTextContent('Reply from Aarav Sharma');
    expect(shown).toHaveTextContent('Thank you!');

    await user.click(screen.getByRole('button', { name: 'Edit your reply to Learner r3' }));
    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), '{Backspace}, Learner!');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await findToast('Reply updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('review-reply')).toHaveTextContent('Thank you, Learner!'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove your reply to Learner r3' }));
    expect(await findToast('Reply removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('review-reply')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reply to Learner r3' })).toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    renderWithProviders(<ReviewsPage />, { mocks: [reviewsMock([])] });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
