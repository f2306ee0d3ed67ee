import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { RecordVisitDocument } from './site.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetRecordedVisit } from './recordVisitOnce';
import { VisitorBadge } from './VisitorBadge';

beforeEach(() => resetRecordedVisit());
afterEach(() => jest.restoreAllMocks());

function visitMock(total: number) {
  const result = jest.fn(() => ({ data: { recordVisit: total } }));
  const mock: MockedResponse = {
    request: { query: RecordVisitDocument },
    result,
    maxUsageCount: 5,
  };
  return { mock, result };
}

describe('VisitorBadge', () => {
  it('records the visit and shows the total', async () => {
    const { mock } = visitMock(1234);
    renderWithProviders(<VisitorBadge />, { mocks: [mock] });
    expect(await screen.findByText(/1,234 visitors/)).toBeInTheDocument();
  });

  it('says "1 visitor" for the first one', async () => {
    const { mock } = visitMock(1);
    renderWithProviders(<VisitorBadge data-testid="badge" />, { mocks: [mock] });
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent(/^1 visitor$/));
  });

  it('records one visit per app load, even with StrictMode and two badges', async () => {
    const { mock, result } = visitMock(42);
    renderWithProviders(
      <StrictMode>
        <VisitorBadge />
        <VisitorBadge />
      </StrictMode>,
      { mocks: [mock] },
    );
    expect(await screen.findAllByText(/42 visitors/)).toHaveLength(2);
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('keeps its place, invisible and unannounced, while the count loads', async () => {
    const { mock } = visitMock(7);
    renderWithProviders(<VisitorBadge data-testid="badge" />, { mocks: [mock] });
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).not.toBeVisible();
    await waitFor(() => expect(badge).toBeVisible());
    expect(badge).toHaveTextContent('7 visitors');
    expect(badge).not.toHaveAttribute('aria-hidden');
  });

  it('only logs a failure and shows nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithProviders(<VisitorBadge data-testid="badge" />, {
      mocks: [{ request: { query: RecordVisitDocument }, error: new Error('offline') }],
    });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Visitor counter failed:', expect.any(Error)),
    );
    await waitFor(() => expect(container.querySelector('[data-testid="badge"]')).toBeNull());
    expect(screen.queryByText(/visitors/)).not.toBeInTheDocument();
  });
});
