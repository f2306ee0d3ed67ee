import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import {
  CancelLiveSessionDocument,
  HostLiveSessionsDocument,
  MoveLiveOccurrenceDocument,
  ScheduleLiveSessionDocument,
} from '../../features/live/host/hostSessions.generated';
import { browserIn, liveSession, NOW } from '../../features/live/test/liveFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import LiveSessionsPage from './LiveSessionsPage';

/** The series as its host reads it (HostLiveSession): seats and the line included. */
function hostSession(overrides: Record<string, unknown> = {}) {
  const { courseId: _c, hostName: _h, mySeat: _m, ...session } = liveSession();
  return {
    ...session,
    seats: [
      {
        __typename: 'LiveSeatHolder',
        id: 'seat1',
        name: 'Asha Rao',
        email: 'asha@example.com',
        status: 'CONFIRMED',
        createdAt: '2026-11-29T10:00:00.000Z',
        waitlistPosition: null,
      },
    ],
    ...overrides,
  };
}

const sessionsMock = (sessions: unknown[]): MockedResponse => ({
  request: { query: HostLiveSessionsDocument, variables: { courseId: 'c1' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: 'c1',
        courseTitle: 'Personal Branding Masterclass',
        liveSessions: sessions,
      },
    },
  },
});

function renderPage(mocks: MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/educator/courses/:courseId/live" element={<LiveSessionsPage />} />
    </Routes>,
    {
      route: '/educator/courses/c1/live',
      mocks: [signIn({ id: 'edu1', role: 'EDUCATOR' }), ...mocks],
    },
  );
  return user;
}

// jsdom has no PointerEvent; Zag's press handling makes one when a checkbox loses focus.
beforeAll(() => {
  window.PointerEvent ??= MouseEvent as typeof PointerEvent;
});

describe('Live sessions page (educator)', () => {
  let zone: jest.SpyInstance;
  let clock: jest.SpyInstance;
  beforeEach(() => {
    clock = jest.spyOn(Date, 'now').mockReturnValue(NOW);
    zone = browserIn('Asia/Kolkata');
  });
  afterEach(() => {
    clock.mockRestore();
    zone.mockRestore();
  });

  it('schedules a weekly paid series: its start read in the chosen zone, its price in exact paise', async () => {
    const input = {
      courseId: 'c1',
      title: 'Brand clinic',
      agenda: 'Bring your headline.',
      startsAt: '2026-12-07T13:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      durationMinutes: 90,
      rrule: 'FREQ=WEEKLY;COUNT=3',
      capacity: 2,
      access: 'SEAT',
      pricePaise: 49950,
      meetingUrl: null,
    };
    let sent = 0;
    const schedule: MockedResponse = {
      request: { query: ScheduleLiveSessionDocument, variables: { input } },
      result: () => {
        sent += 1;
        return {
          data: { scheduleLiveSession: hostSession({ access: 'SEAT', pricePaise: 49950 }) },
        };
      },
    };
    const user = renderPage([
      sessionsMock([]),
      schedule,
      sessionsMock([hostSession({ access: 'SEAT', pricePaise: 49950 })]),
    ]);
    expect(await screen.findByText('No live session yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Brand clinic');
    await user.type(screen.getByRole('textbox', { name: 'Agenda' }), 'Bring your headline.');
    fireEvent.change(screen.getByLabelText(/^First meeting/), {
      target: { value: '2026-12-07T19:00' },
    });
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Asia/Kolkata');
    const length = screen.getByRole('textbox', { name: /^Length/ });
    await user.clear(length);
    await user.type(length, '90');
    await user.click(screen.getByRole('checkbox', { name: 'Repeats weekly' }));
    const weeks = screen.getByRole('textbox', { name: /^Number of weeks/ });
    await user.clear(weeks);
    await user.type(weeks, '3');
    const seats = screen.getByRole('textbox', { name: /^Seats/ });
    await user.clear(seats);
    await user.type(seats, '2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Who may take a seat/ }),
      'Paid seat',
    );
    await user.type(screen.getByRole('textbox', { name: /^Seat price/ }), '499.50');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Scheduled “Brand clinic”.')).toBeInTheDocument();
    expect(sent).toBe(1);
    const card = within(await screen.findByRole('article', { name: 'Brand clinic' }));
    expect(card.getByText(/Paid seat: ₹499.50/)).toBeInTheDocument();
    // The form is ready for the next one.
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  });

  it('says a meeting link is needed for more seats than the room holds, and shows the server’s problems by their fields', async () => {
    const refusal: MockedResponse = {
      request: { query: ScheduleLiveSessionDocument },
      variableMatcher: () => true,
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [
                {
                  field: 'meetingUrl',
                  message:
                    'The built-in room holds 6 people with the host: give a meeting link for more seats.',
                },
                { field: 'startsAt', message: 'Choose a time in the future.' },
              ],
            },
          }),
        ],
      },
    };
    const user = renderPage([sessionsMock([]), refusal]);
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Big class');
    fireEvent.change(screen.getByLabelText(/^First meeting/), {
      target: { value: '2020-01-01T10:00' },
    });
    const seats = screen.getByRole('textbox', { name: /^Seats/ });
    await user.clear(seats);
    await user.type(seats, '20');
    expect(
      screen.getByText(
        'Required: the built-in room holds 6 people with you, so more than 5 seats meet on your own meeting link.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText(
        'The built-in room holds 6 people with the host: give a meeting link for more seats.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a time in the future.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Meeting link/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('moves one meeting to a time in the host’s zone, and lists seats', async () => {
    const move: MockedResponse = {
      request: {
        query: MoveLiveOccurrenceDocument,
        variables: { id: 'o2', startsAt: '2026-12-16T14:30:00.000Z' },
      },
      result: {
        data: {
          moveLiveOccurrence: {
            __typename: 'LiveOccurrence',
            id: 'o2',
            startsAt: '2026-12-16T14:30:00.000Z',
            endsAt: '2026-12-16T15:30:00.000Z',
            originalStartsAt: '2026-12-14T13:30:00.000Z',
            status: 'SCHEDULED',
            recordingLectureId: null,
          },
        },
      },
    };
    const user = renderPage([sessionsMock([hostSession()]), move]);
    const card = within(await screen.findByRole('article', { name: 'Brand clinic' }));
    expect(card.getByTestId('live-host-seats')).toHaveTextContent(
      '1 of 2 seats taken, 1 left · 0 on the waitlist',
    );
    const seats = within(card.getByRole('list', { name: 'Seats and waitlist of Brand clinic' }));
    expect(seats.getByText('Asha Rao')).toBeInTheDocument();
    expect(seats.getByText('asha@example.com')).toBeInTheDocument();
    // The cancelled meeting has no controls left.
    expect(
      card.queryByRole('button', { name: 'Move the meeting on Mon, 7 Dec, 7:00 pm IST' }),
    ).not.toBeInTheDocument();

    await user.click(
      card.getByRole('button', { name: 'Move the meeting on Tue, 15 Dec, 7:00 pm IST' }),
    );
    const to = card.getByLabelText('New date and time (Asia/Kolkata)');
    expect(to).toHaveValue('2026-12-15T19:00');
    fireEvent.change(to, { target: { value: '2026-12-16T20:00' } });
    await user.click(card.getByRole('button', { name: 'Move it' }));
    expect(await card.findByText('Wed, 16 Dec, 8:00 pm IST')).toBeInTheDocument();
    expect(card.getByText('Moved from Mon, 14 Dec, 7:00 pm IST')).toBeInTheDocument();
  });

  it('cancels the series only once confirmed', async () => {
    let sent = 0;
    const cancel: MockedResponse = {
      request: { query: CancelLiveSessionDocument, variables: { id: 's1' } },
      result: () => {
        sent += 1;
        const cancelled = hostSession({
          status: 'CANCELLED',
          seats: [],
          seatsTaken: 0,
          seatsLeft: 2,
        });
        return { data: { cancelLiveSession: cancelled } };
      },
    };
    const user = renderPage([sessionsMock([hostSession()]), cancel]);
    const card = within(await screen.findByRole('article', { name: 'Brand clinic' }));
    await user.click(card.getByRole('button', { name: 'Cancel series Brand clinic' }));
    expect(
      card.getByText(
        'Cancel “Brand clinic”? Its 2 meetings still to come are cancelled and every seat is given up.',
      ),
    ).toBeInTheDocument();
    expect(sent).toBe(0);
    await user.click(card.getByRole('button', { name: 'Yes, cancel the series' }));
    // The series' badge, beside its heading (its first meeting was cancelled already).
    expect(await card.findByText('Cancelled', { selector: 'h3 + span' })).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(card.getByText('No one has taken a seat yet.')).toBeInTheDocument();
  });
});
