import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DuplicateControl } from './DuplicateControl';
import { MarkQuestionDuplicateDocument } from './inbox.generated';

const marked = (duplicateOfId: string | null) => ({
  request: { query: MarkQuestionDuplicateDocument, variables: { questionId: 'q3', duplicateOfId } },
  result: {
    data: { markQuestionDuplicate: { __typename: 'Question', id: 'q3', duplicateOfId } },
  },
});

const candidates = [
  { id: 'q1', body: 'How do I pick a channel?' },
  { id: 'q2', body: 'x'.repeat(200) },
];

describe('DuplicateControl', () => {
  it('marks a question as a duplicate of the one chosen, then tells the inbox', async () => {
    const onChanged = jest.fn();
    renderWithProviders(
      <DuplicateControl
        questionId="q3"
        duplicateOfId={null}
        candidates={candidates}
        onChanged={onChanged}
      />,
      { mocks: [marked('q1')] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark as duplicate' }));
    const select = screen.getByLabelText('Duplicate of');
    expect(screen.getByRole('button', { name: 'Mark' })).toBeDisabled();
    // A long question is cut to fit the list.
    expect(screen.getByRole('option', { name: `${'x'.repeat(79)}…` })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'q1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('unmarks a duplicate', async () => {
    const onChanged = jest.fn();
    renderWithProviders(
      <DuplicateControl
        questionId="q3"
        duplicateOfId="q1"
        candidates={candidates}
        onChanged={onChanged}
      />,
      { mocks: [marked(null)] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not a duplicate' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('offers nothing to choose when the course has no earlier question', () => {
    renderWithProviders(
      <DuplicateControl
        questionId="q3"
        duplicateOfId={null}
        candidates={[]}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mark as duplicate' })).toBeDisabled();
  });
});
