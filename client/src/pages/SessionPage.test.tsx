import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AvailableSlotsDocument } from '../features/mentorship/mentors.generated';
import {
  CancelMentorshipSessionDocument,
  MentorshipSessionDocument,
  MentorshipSessionInviteDocument,
  RescheduleMentorshipSessionDocument,
} from '../features/mentorship/session/sessions.generated';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn, student } from '../test/signIn';
import SessionPage from './SessionPage';

const HOUR = 60 * 60 * 1000;
// Friday 26 March 2027, 9:00 London (GMT) = 2:30 pm Kolkata; the week of London's change to BST.
const START = '2027-03-26T09:00:00.000Z';

function booking(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id: 'b1',
    startsAt: START,
    endsAt: '2027-03-26T09:30:00.000Z',
    status: 'CONFIRMED',
    holdExpiresAt: null,
    pricePaise: 49900,
    currency: 'INR',
    cancellationNoticeHours: 24,
    learnerTimeZone: 'Asia/Kolkata',
    mentorTimeZone: 'Europe/London',
    note: 'My LinkedIn headline',
    sequence: 0,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    paid: true,
    refunded: false,
    cancellationRefund: null,
    meetingUrl: null,
    sessionType: {
      __typename: 'SessionType',
      id: 'st1',
      title: 'Brand review',
      durationMinutes: 30,
      cancellationPolicy: 'Free to cancel a day ahead.',
    },
    mentor: { __typename: 'Mentor', id: 'm1', name: 'Sana Iyer', imageUrl: '' },
    learner: { __typename: 'BookingPerson', id: student.id, name: student.name, imageUrl: '' },
    ...overrides,
  };
}

const sessionMock = (answer: unknown): MockedResponse => ({
  request: { query: MentorshipSessionDocument, variables: { id: 'b1' } },
  result: { data: { booking: answer } },
  maxUsageCount: 5,
});

// Monday 29 March 2027, 9:00 London (BST) = 8:00Z = 1:30 pm Kolkata.
const NEW_START = '2027-03-29T08:00:00.000Z';
const slotsMock: MockedResponse = {
  request: { query: AvailableSlotsDocument },
  variableMatcher: (v: Record<string, unknown>) => v.sessionTypeId === 'st1',
  result: {
    data: {
      availableSlots: [
        { __typename: 'Slot', startsAt: NEW_START, endsAt: '2027-03-29T08:30:00.000Z' },
      ],
    },
  },
  maxUsageCount: 5,
};

function renderAt(path: string, mocks: MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/sessions/:id" element={<SessionPage />} />
    </Routes>,
    { route: path, mocks },
  );
}

describe('Session page', () => {
  let zone: jest.SpyInstance;
  let clock: jest.SpyInstance;
  beforeEach(() => {
    // A week before the session, whatever day the tests run on.
    clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2027-03-19T00:00:00.000Z'));
    // The viewer's browser is in Kolkata.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its instance below
    const own = Intl.DateTimeFormat.prototype.resolvedOptions;
    zone = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...own.call(this), timeZone: 'Asia/Kolkata' };
      });
  });
  afterEach(() => {
    clock.mockRestore();
    zone.mockRestore();
    localStorage.clear();
  });

  it('shows the session in the viewer’s zone with the mentor’s beside it, its policy and note', async () => {
    renderAt('/sessions/b1', [signIn(), sessionMock(booking())]);
    await screen.findByRole('heading', { level: 1, name: 'Brand review with Sana Iyer' });
    expect(
      screen.getByText(/^Friday, 26 March, 2:30 pm – 3:00 pm \(your time, Asia\/Kolkata\)$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Friday, 26 March, 9:00 am – 9:30 am, Sana Iyer's time \(Europe\/London\)$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Free to cancel a day ahead. (Cancel at least 24 hours before the start for a full refund.)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('My LinkedIn headline')).toBeInTheDocument();
    // No panel until asked for.
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('region', { name: 'Cancel this session' })).not.toBeInTheDocument();
    // The built-in room, as the session type has no meeting link of its own.
    expect(screen.getByRole('button', { name: 'Join the session room' })).toBeInTheDocument();
  });

  it('saves the invite its mails carry, asked for fresh, for a confirmed session only', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:invite';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const ics = 'BEGIN:VCALENDAR\r\nUID:b1@brandcraft\r\nSEQUENCE:0\r\nEND:VCALENDAR\r\n';
    const invite: MockedResponse = {
      request: { query: MentorshipSessionInviteDocument, variables: { id: 'b1' } },
      result: { data: { booking: { __typename: 'Booking', id: 'b1', calendarInvite: ics } } },
    };
    renderAt('/sessions/b1', [signIn(), sessionMock(booking()), invite]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(names).toEqual(['session-b1.ics']));
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('text/calendar');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader(); // jsdom's Blob has no text()
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    expect(text).toBe(ics);
    click.mockRestore();
  });

  it('offers no invite for a session still held for its payment', async () => {
    renderAt('/sessions/b1', [
      signIn(),
      sessionMock(booking({ status: 'HELD', holdExpiresAt: '2027-03-19T00:10:00.000Z' })),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Brand review with Sana Iyer' });
    expect(
      screen.queryByRole('button', { name: 'Add to calendar (.ics)' }),
    ).not.toBeInTheDocument();
  });

  it('?action=reschedule opens the week of slots; the chosen start is sent', async () => {
    const user = userEvent.setup();
    const moved: MockedResponse = {
      request: {
        query: RescheduleMentorshipSessionDocument,
        variables: { id: 'b1', startsAt: NEW_START },
      },
      result: {
        data: {
          rescheduleBooking: booking({
            startsAt: NEW_START,
            endsAt: '2027-03-29T08:30:00.000Z',
            sequence: 1,
          }),
        },
      },
    };
    renderAt('/sessions/b1?action=reschedule', [
      signIn(),
      sessionMock(booking()),
      slotsMock,
      moved,
    ]);
    const panel = await screen.findByRole('region', { name: 'Move to another time' });
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Cancel this session' })).not.toBeInTheDocument();
    await user.click(
      await within(panel).findByRole('button', {
        name: "1:30 pm your time (9:00 am London mentor's time)",
      }),
    );
    await user.click(
      within(panel).getByRole('button', { name: 'Move to Monday, 29 March, 1:30 pm' }),
    );
    expect(
      await screen.findByText('Moved to Monday, 29 March, 1:30 pm (your time).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Monday, 29 March, 1:30 pm – 2:00 pm \(your time, Asia\/Kolkata\)$/),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a move as worded', async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: { query: RescheduleMentorshipSessionDocument },
      variableMatcher: () => true,
      result: {
        errors: [
          { message: 'That time is already taken.', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      } as never,
    };
    renderAt('/sessions/b1?action=reschedule', [
      signIn(),
      sessionMock(booking()),
      slotsMock,
      refused,
    ]);
    const panel = await screen.findByRole('region', { name: 'Move to another time' });
    await user.click(await within(panel).findByRole('button', { name: /^1:30 pm your time/ }));
    await user.click(within(panel).getByRole('button', { name: /^Move to Monday/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'That time is already taken.',
    );
  });

  it('?action=cancel opens the cancellation: a learner well ahead is refunded in full', async () => {
    const user = userEvent.setup();
    const future = new Date(Date.now() + 72 * HOUR).toISOString();
    const ahead = booking({
      startsAt: future,
      endsAt: new Date(Date.parse(future) + HOUR / 2).toISOString(),
    });
    const cancelled: MockedResponse = {
      request: {
        query: CancelMentorshipSessionDocument,
        variables: { id: 'b1', reason: 'Travelling that week' },
      },
      result: {
        data: {
          cancelBooking: {
            ...ahead,
            status: 'CANCELLED',
            cancelledAt: new Date().toISOString(),
            cancelledBy: student.id,
            cancelReason: 'Travelling that week',
            cancellationRefund: 'FULL',
            sequence: 1,
          },
        },
      },
    };
    renderAt('/sessions/b1?action=cancel', [signIn(), sessionMock(ahead), cancelled]);
    const panel = await screen.findByRole('region', { name: 'Cancel this session' });
    expect(screen.queryByRole('region', { name: 'Move to another time' })).not.toBeInTheDocument();
    expect(
      within(panel).getByText(
        'You cancel at least 24 hours before the start, so you are refunded in full.',
      ),
    ).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Reason (optional)'), 'Travelling that week');
    await user.click(within(panel).getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByText('The session is cancelled.')).toBeInTheDocument();
    expect(screen.getByText(/^Cancelled by you on /)).toBeInTheDocument();
    expect(screen.getByText('Reason: Travelling that week')).toBeInTheDocument();
    // The money is on its way back (the refund runs just after the cancellation commits).
    expect(
      screen.getByText('Your payment of ₹499.00 is being refunded in full.'),
    ).toBeInTheDocument();
    // Nothing left to move or cancel.
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('tells a learner inside the notice that there is no refund', async () => {
    const soon = new Date(Date.now() + 2 * HOUR).toISOString();
    renderAt('/sessions/b1?action=cancel', [
      signIn(),
      sessionMock(
        booking({ startsAt: soon, endsAt: new Date(Date.parse(soon) + HOUR / 2).toISOString() }),
      ),
    ]);
    const panel = await screen.findByRole('region', { name: 'Cancel this session' });
    expect(
      within(panel).getByText(
        'You cancel less than 24 hours before the start, so there is no refund.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the mentor that their cancellation refunds the learner in full, even inside the notice', async () => {
    const soon = new Date(Date.now() + 2 * HOUR).toISOString();
    renderAt('/sessions/b1?action=cancel', [
      signIn({ id: 'm1', name: 'Sana Iyer', role: 'EDUCATOR' }),
      sessionMock(
        booking({ startsAt: soon, endsAt: new Date(Date.parse(soon) + HOUR / 2).toISOString() }),
      ),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Brand review with Asha Rao' });
    const panel = screen.getByRole('region', { name: 'Cancel this session' });
    expect(
      within(panel).getByText('As the mentor cancels, the learner is refunded in full.'),
    ).toBeInTheDocument();
  });

  it('says where the money of a cancelled paid session stands, for each side', async () => {
    const cancelled = {
      status: 'CANCELLED',
      cancelledAt: '2027-03-18T10:00:00.000Z',
      cancelledBy: student.id,
    };
    const { unmount } = renderAt('/sessions/b1', [
      signIn({ id: 'm1', name: 'Sana Iyer', role: 'EDUCATOR' }),
      sessionMock(booking({ ...cancelled, cancellationRefund: 'FULL', refunded: true })),
    ]);
    expect(
      await screen.findByText("Asha Rao's payment of ₹499.00 was refunded in full."),
    ).toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderAt('/sessions/b1', [
      signIn(),
      sessionMock(booking({ ...cancelled, cancellationRefund: 'NONE' })),
    ]);
    expect(
      await screen.findByText(
        'Cancelled less than 24 hours before the start: the payment of ₹499.00 is not refunded.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/refunded in full/)).not.toBeInTheDocument();
  });

  it('offers the mentor’s own meeting link instead of the room', async () => {
    renderAt('/sessions/b1', [
      signIn(),
      sessionMock(booking({ meetingUrl: 'https://meet.example.com/sana' })),
    ]);
    const link = await screen.findByRole('link', { name: 'Join the meeting' });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/sana');
    expect(screen.queryByRole('button', { name: 'Join the session room' })).not.toBeInTheDocument();
  });

  it('shows not found for a booking that is not the viewer’s', async () => {
    renderAt('/sessions/b1', [
      signIn(),
      sessionMock(
        booking({ learner: { __typename: 'BookingPerson', id: 'u9', name: 'Ravi', imageUrl: '' } }),
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/Brand review/)).not.toBeInTheDocument();
  });

  it('shows not found when the server answers no booking', async () => {
    renderAt('/sessions/b1', [signIn(), sessionMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
