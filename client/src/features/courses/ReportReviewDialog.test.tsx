import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ReportReviewDocument } from './reviewReport.generated';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import ReportReviewDialog from './ReportReviewDialog';

const review = { id: 'rev1', reviewerName: 'Rude Reviewer' };

describe('ReportReviewDialog', () => {
  it('asks what is wrong, then reports the review once', async () => {
    const onClose = jest.fn();
    const report = jest.fn(() => ({ data: { reportReview: true } }));
    renderWithProviders(<ReportReviewDialog review={review} onClose={onClose} />, {
      mocks: [
        {
          request: {
            query: ReportReviewDocument,
            variables: { reviewId: 'rev1', reason: 'Insults' },
          },
          result: report,
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report Rude Reviewer’s review' });
    await user.click(within(dialog).getByRole('button', { name: 'Report review' }));
    expect(within(dialog).getByText('Say what is wrong with this review')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What is wrong with it/ }),
      'Insults',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report review' }));
    expect(
      await findToast('Thank you: the review was reported and an admin will look at it.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the learner reported it already', async () => {
    renderWithProviders(<ReportReviewDialog review={review} onClose={() => {}} />, {
      mocks: [
        {
          request: { query: ReportReviewDocument, variables: { reviewId: 'rev1', reason: 'Spam' } },
          result: {
            errors: [
              new GraphQLError(
                'You have reported this review already. Thank you: an admin will look at it.',
                { extensions: { code: 'CONFLICT' } },
              ),
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /What is wrong with it/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Report review' }));
    expect(await within(dialog).findByText(/reported this review already/)).toBeInTheDocument();
  });
});
