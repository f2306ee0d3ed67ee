import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import { MyNextLiveSessionDocument } from './nextLive.generated';
import NextLiveSession from './NextLiveSession';
import { browserIn } from './test/liveFixtures';

const mine = (myLiveSessions: unknown[]): MockedResponse => ({
  request: { query: MyNextLiveSessionDocument },
  result: { data: { myLiveSessions } },
});

describe('NextLiveSession', () => {
  let zone: jest.SpyInstance;
  beforeEach(() => (zone = browserIn('Asia/Kolkata')));
  afterEach(() => zone.mockRestore());

  it('shows the soonest of the learner’s sessions in their zone, linking to it', async () => {
    renderWithProviders(<NextLiveSession />, {
      mocks: [
        signIn(),
        mine([
          {
            __typename: 'LiveSession',
            id: 's1',
            title: 'Brand clinic',
            hostName: 'Sana Iyer',
            nextOccurrence: {
              __typename: 'LiveOccurrence',
              id: 'o2',
              startsAt: '2026-12-15T13:30:00.000Z',
            },
          },
        ]),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Next live session' });
    expect(screen.getByRole('link', { name: 'Brand clinic' })).toHaveAttribute('href', '/live/s1');
    expect(screen.getByTestId('next-live-when')).toHaveTextContent('Tue, 15 Dec, 7:00 pm IST');
    expect(card).toHaveTextContent('Hosted by Sana Iyer');
  });
});
