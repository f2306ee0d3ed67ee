import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  AvailableSlotsDocument,
  BookSessionDocument,
  MentorDocument,
  PayForBookingDocument,
} from '../features/mentorship/mentors.generated';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn } from '../test/signIn';
import MentorPage from './MentorPage';

const mentor = {
  __typename: 'Mentor',
  id: 'm1',
  name: 'Sana Mentor',
  imageUrl: '',
  headline: 'Brand strategist',
  topics: ['Branding'],
  timeZone: 'Europe/London',
  minPricePaise: 0,
  maxPricePaise: 0,
  nextAvailableSlot: '2027-03-26T09:00:00.000Z',
  rating: 4.5,
  ratingCount: 2,
  sessionCount: 3,
  bio: '',
  sessionTypes: [
    {
      __typename: 'SessionType',
      id: 'st1',
      title: 'Intro call',
      description: 'Thirty minutes on your brand.',
      durationMinutes: 30,
      pricePaise: 0,
      currency: 'INR',
      cancellationNoticeHours: 24,
      cancellationPolicy: 'Free to cancel a day ahead.',
    },
  ],
};

// The DST week of London (Sunday 28 March 2027): 09:00 London is 09:00Z, then 08:00Z.
const slots = ['2027-03-26T09:00:00.000Z', '2027-03-29T08:00:00.000Z'].map((startsAt) => ({
  __typename: 'Slot',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
}));

const mocks = (): MockedResponse[] => [
  { request: { query: MentorDocument, variables: { id: 'm1' } }, result: { data: { mentor } } },
  {
    request: { query: AvailableSlotsDocument },
    variableMatcher: (v: Record<string, unknown>) => v.sessionTypeId === 'st1',
    result: { data: { availableSlots: slots } },
    maxUsageCount: 5,
  },
];

function renderPage(extra: MockedResponse[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/mentors/:id" element={<MentorPage />} />
    </Routes>,
    { route: '/mentors/m1', mocks: [...mocks(), ...extra] },
  );
}

describe('Mentor page', () => {
  let zone: jest.SpyInstance;
  beforeEach(() => {
    // The learner's browser is in Kolkata.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its instance below
    const own = Intl.DateTimeFormat.prototype.resolvedOptions;
    zone = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...own.call(this), timeZone: 'Asia/Kolkata' };
      });
  });
  afterEach(() => {
    zone.mockRestore();
    localStorage.clear();
  });

  it('groups slots by the learner’s day in their zone, with the mentor’s London time beside', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Sana Mentor' });
    expect(screen.getByText('4.5 ★ (2 ratings) · 3 sessions held')).toBeInTheDocument();
    expect(screen.getByText(/Intro call · 30m · Free/)).toBeInTheDocument();
    expect(screen.getByText(/Free to cancel a day ahead\./)).toBeInTheDocument();
    const friday = await screen.findByRole('region', { name: 'Friday, 26 March' });
    expect(
      within(friday).getByRole('button', {
        name: "2:30 pm your time (9:00 am London mentor's time)",
      }),
    ).toBeInTheDocument();
    const monday = screen.getByRole('region', { name: 'Monday, 29 March' });
    expect(
      within(monday).getByRole('button', {
        name: "1:30 pm your time (9:00 am London mentor's time)",
      }),
    ).toBeInTheDocument();
    // Signed out: asked to sign in instead of a Book button.
    expect(screen.getByText('Log in or sign up to book a session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('books the chosen slot in the learner’s zone with the note, and confirms in their time', async () => {
    const user = userEvent.setup();
    const book: MockedResponse = {
      request: {
        query: BookSessionDocument,
        variables: {
          input: {
            sessionTypeId: 'st1',
            startsAt: '2027-03-29T08:00:00.000Z',
            timeZone: 'Asia/Kolkata',
            note: 'My brand audit',
          },
        },
      },
      result: {
        data: {
          bookSession: {
            __typename: 'Booking',
            id: 'b1',
            startsAt: '2027-03-29T08:00:00.000Z',
            endsAt: '2027-03-29T08:30:00.000Z',
            status: 'CONFIRMED',
            holdExpiresAt: null,
            pricePaise: 0,
            currency: 'INR',
          },
        },
      },
    };
    renderPage([signIn(), book]);
    await user.click(
      await screen.findByRole('button', {
        name: "1:30 pm your time (9:00 am London mentor's time)",
      }),
    );
    await user.type(screen.getByLabelText('A note for the mentor (optional)'), 'My brand audit');
    await user.click(screen.getByRole('button', { name: 'Book Monday, 29 March, 1:30 pm' }));
    expect(
      await screen.findByText('Booked: Monday, 29 March, 1:30 pm (your time)'),
    ).toBeInTheDocument();
    // On to the session's page: moving, cancelling and the room.
    expect(screen.getByRole('link', { name: 'Open your session' })).toHaveAttribute(
      'href',
      '/sessions/b1',
    );
  });

  it('says a paid booking is held for 15 minutes and offers to pay its price before then', async () => {
    const user = userEvent.setup();
    const held: MockedResponse = {
      request: { query: BookSessionDocument },
      variableMatcher: () => true,
      result: () => ({
        data: {
          bookSession: {
            __typename: 'Booking',
            id: 'b2',
            startsAt: '2027-03-26T09:00:00.000Z',
            endsAt: '2027-03-26T09:30:00.000Z',
            status: 'HELD',
            holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
            pricePaise: 49900,
            currency: 'INR',
          },
        },
      }),
    };
    const order: MockedResponse = {
      request: { query: PayForBookingDocument, variables: { bookingId: 'b2', couponCode: null } },
      result: {
        data: {
          payForBooking: {
            __typename: 'PaymentOrder',
            orderId: 'order_b2',
            amount: 49900,
            currency: 'INR',
            courseName: 'Brand review with Sana Iyer',
            purchaseId: 'p2',
            keyId: 'sandbox',
            provider: 'SANDBOX',
          },
        },
      },
    };
    renderPage([signIn(), held, order]);
    await user.click(
      await screen.findByRole('button', {
        name: "2:30 pm your time (9:00 am London mentor's time)",
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Book Friday/ }));
    expect(
      await screen.findByText('Held for you: Friday, 26 March, 2:30 pm (your time)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/held for you for 15 minutes, until .*Pay before then/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code (optional)')).toBeInTheDocument();

    // Pay opens the sandbox checkout, which names a session, not a course.
    await user.click(screen.getByRole('button', { name: 'Pay ₹499.00' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(within(checkout).getByText('Session')).toBeInTheDocument();
    expect(within(checkout).getByText('Brand review with Sana Iyer')).toBeInTheDocument();
    expect(
      within(checkout).getByText(
        'Pay completes a simulated payment so you can try booking a paid session.',
      ),
    ).toBeInTheDocument();
    expect(within(checkout).queryByText('Course')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as given', async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: { query: BookSessionDocument },
      variableMatcher: () => true,
      result: {
        errors: [
          { message: 'That time is already taken.', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      } as never,
    };
    renderPage([signIn(), refused]);
    await user.click(
      await screen.findByRole('button', {
        name: "2:30 pm your time (9:00 am London mentor's time)",
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Book Friday/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time is already taken.');
  });
});
