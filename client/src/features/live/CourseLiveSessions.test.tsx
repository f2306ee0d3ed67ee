import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CourseLiveSessionsDocument } from './courseLive.generated';
import CourseLiveSessions from './CourseLiveSessions';
import { browserIn } from './test/liveFixtures';

const answer = (liveSessions: unknown[]): MockedResponse => ({
  request: { query: CourseLiveSessionsDocument, variables: { id: 'c1' } },
  result: { data: { course: { __typename: 'Course', id: 'c1', liveSessions } } },
});

const series = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LiveSession',
  id: 's1',
  title: 'Brand clinic',
  hostName: 'Sana Iyer',
  rrule: 'RRULE:FREQ=WEEKLY;COUNT=3',
  capacity: 2,
  seatsLeft: 1,
  nextOccurrence: { __typename: 'LiveOccurrence', id: 'o1', startsAt: '2026-12-07T13:30:00.000Z' },
  occurrences: ['o1', 'o2', 'o3'].map((id) => ({ __typename: 'LiveOccurrence', id })),
  ...overrides,
});

describe('CourseLiveSessions', () => {
  let zone: jest.SpyInstance;
  beforeEach(() => (zone = browserIn('Asia/Kolkata')));
  afterEach(() => zone.mockRestore());

  it('lists each upcoming session with its next meeting in the viewer’s zone and the seats left', async () => {
    renderWithProviders(<CourseLiveSessions courseId="c1" />, {
      mocks: [
        answer([
          series(),
          series({ id: 's2', title: 'Q&A', rrule: null, seatsLeft: 0, occurrences: [] }),
        ]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Live sessions' });
    const [first, second] = within(section).getAllByTestId('course-live-session');
    expect(within(first).getByRole('link', { name: 'Brand clinic' })).toHaveAttribute(
      'href',
      '/live/s1',
    );
    expect(first).toHaveTextContent('Hosted by Sana Iyer');
    expect(first).toHaveTextContent('Next: Mon, 7 Dec, 7:00 pm IST');
    expect(first).toHaveTextContent('Weekly, 3 meetings to go · 1 of 2 seats left');
    expect(second).toHaveTextContent('One session · 0 of 2 seats left · Waitlist open');
  });

  it('shows nothing for a course without live sessions', async () => {
    const { container } = renderWithProviders(<CourseLiveSessions courseId="c1" />, {
      mocks: [answer([])],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).not.toHaveTextContent('Live sessions');
  });
});
