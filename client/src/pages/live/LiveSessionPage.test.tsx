import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  SandboxCheckoutDocument,
  VerifyPaymentDocument,
} from '../../features/checkout/enroll.generated';
import {
  BuyLiveSeatDocument,
  CancelLiveSeatDocument,
  ClaimLiveSeatDocument,
  JoinLiveWaitlistDocument,
  LiveSessionCourseDocument,
  LiveSessionPageDocument,
  RsvpLiveSessionDocument,
} from '../../features/live/session/liveSession.generated';
import { browserIn, liveSession, NOW, seat } from '../../features/live/test/liveFixtures';
import { activateLocale } from '../../i18n/locale';
import { findToast } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn } from '../../test/signIn';
import LiveSessionPage from './LiveSessionPage';

const pageMock = (session: unknown): MockedResponse => ({
  request: { query: LiveSessionPageDocument, variables: { id: 's1' } },
  result: { data: { liveSession: session } },
  maxUsageCount: 5,
});

const courseMock = (enrolled = true): MockedResponse => ({
  request: { query: LiveSessionCourseDocument, variables: { id: 'c1' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: 'c1',
        courseTitle: 'Personal Branding Masterclass',
        viewerIsEnrolled: enrolled,
        educator: { __typename: 'Educator', id: 'edu1' },
      },
    },
  },
  maxUsageCount: 5,
});

/** A seat mutation's answer: the seat, with the session as it now stands. */
const seatAnswer = (
  query: MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  field: string,
  answer: Record<string, unknown>,
  session: Record<string, unknown>,
): MockedResponse => ({
  request: { query, variables },
  result: {
    data: { [field]: { ...answer, liveSession: liveSession({ mySeat: answer, ...session }) } },
  },
});

function renderPage(mocks: MockedResponse[], locale = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/live/:id" element={<LiveSessionPage />} />
    </Routes>,
    { route: '/live/s1', mocks: [signIn({ locale }), ...mocks] },
  );
}

describe('Live session page', () => {
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

  it('lists every meeting in the viewer’s zone, cancelled ones struck through and moved ones marked', async () => {
    renderPage([pageMock(liveSession()), courseMock()]);
    await screen.findByRole('heading', { level: 1, name: 'Brand clinic' });
    expect(
      screen.getByText('Weekly, 3 meetings of 60 minutes · Included with the course'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('live-seats-left')).toHaveTextContent('1 of 2 seats left');
    const meetings = within(screen.getByRole('list', { name: 'Meetings of Brand clinic' }));
    const items = meetings.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]).getByText('Mon, 7 Dec, 7:00 pm IST');
    expect(first.tagName).toBe('S');
    expect(within(items[0]).getByText('Cancelled')).toBeInTheDocument();
    expect(within(items[1]).getByText('Tue, 15 Dec, 7:00 pm IST')).toBeInTheDocument();
    expect(within(items[1]).getByText('Moved')).toBeInTheDocument();
    expect(within(items[1]).getByText('Moved from Mon, 14 Dec, 7:00 pm IST')).toBeInTheDocument();
    expect(screen.getByText('Bring your LinkedIn headline.')).toBeInTheDocument();
  });

  it('takes a seat in the learner’s zone, and the seats left count down', async () => {
    const taken = seat('CONFIRMED');
    renderPage([
      pageMock(liveSession()),
      courseMock(),
      seatAnswer(
        RsvpLiveSessionDocument,
        { id: 's1', timeZone: 'Asia/Kolkata' },
        'rsvpLiveSession',
        taken,
        { seatsLeft: 0, seatsTaken: 2 },
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Take a seat' }));
    expect(await screen.findByText('You have a seat for the whole series.')).toBeInTheDocument();
    expect(screen.getByTestId('live-seats-left')).toHaveTextContent('0 of 2 seats left');
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(
      screen.getByText('The room opens 10 minutes before each meeting: come back then to join it.'),
    ).toBeInTheDocument();
  });

  it('offers the waitlist when full, then shows the learner’s place in line', async () => {
    const waiting = seat('WAITLISTED', { waitlistPosition: 2 });
    renderPage([
      pageMock(liveSession({ seatsLeft: 0, seatsTaken: 2, waitlistCount: 1 })),
      courseMock(),
      seatAnswer(
        JoinLiveWaitlistDocument,
        { id: 's1', timeZone: 'Asia/Kolkata' },
        'joinLiveWaitlist',
        waiting,
        { seatsLeft: 0, seatsTaken: 2, waitlistCount: 2 },
      ),
    ]);
    expect(
      await screen.findByText(/^Every seat is taken \(1 on the waitlist\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a seat' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are number 2 on the waitlist.')).toBeInTheDocument();
    expect(screen.getByTestId('live-seats-left')).toHaveTextContent(
      '0 of 2 seats left · 2 on the waitlist',
    );
  });

  it('lets an offered seat be claimed before its deadline, in the learner’s zone', async () => {
    const offered = seat('OFFERED');
    renderPage([
      pageMock(liveSession({ seatsLeft: 0, seatsTaken: 2, mySeat: offered })),
      courseMock(),
      seatAnswer(ClaimLiveSeatDocument, { id: 'seat1' }, 'claimLiveSeat', seat('CONFIRMED'), {
        seatsLeft: 0,
        seatsTaken: 2,
      }),
    ]);
    expect(
      await screen.findByText(
        'A seat freed up for you: claim it before Tue, 1 Dec, 1:30 am IST, or it goes to the next in line.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim your seat' }));
    expect(await screen.findByText('You have a seat for the whole series.')).toBeInTheDocument();
  });

  it('buys a paid seat through the sandbox checkout, which confirms it', async () => {
    const paidSession = { access: 'SEAT', pricePaise: 49900 };
    const order: MockedResponse = {
      request: {
        query: BuyLiveSeatDocument,
        variables: { id: 's1', timeZone: 'Asia/Kolkata', couponCode: null },
      },
      result: {
        data: {
          buyLiveSeat: {
            __typename: 'PaymentOrder',
            orderId: 'order_s1',
            amount: 49900,
            currency: 'INR',
            courseName: 'Brand clinic',
            purchaseId: 'p1',
            keyId: 'sandbox',
            provider: 'SANDBOX',
          },
        },
      },
    };
    const proof = {
      razorpayOrderId: 'order_s1',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 'sig',
    };
    let verified = 0;
    renderPage([
      // Before; after buying (asked again), the seat held for payment, as the server has it
      // until the payment is verified; after paying (asked again), confirmed.
      {
        request: { query: LiveSessionPageDocument, variables: { id: 's1' } },
        result: { data: { liveSession: liveSession(paidSession) } },
      },
      courseMock(),
      order,
      {
        request: { query: LiveSessionPageDocument, variables: { id: 's1' } },
        result: {
          data: {
            liveSession: liveSession({
              ...paidSession,
              seatsLeft: 0,
              seatsTaken: 2,
              mySeat: seat('HELD', { pricePaise: 49900 }),
            }),
          },
        },
      },
      pageMock(
        liveSession({
          ...paidSession,
          seatsLeft: 0,
          seatsTaken: 2,
          mySeat: seat('CONFIRMED', { pricePaise: 49900, paidPaise: 49900 }),
        }),
      ),
      {
        request: { query: SandboxCheckoutDocument, variables: { purchaseId: 'p1' } },
        result: { data: { sandboxCheckout: { __typename: 'SandboxPayment', ...proof } } },
      },
      {
        request: {
          query: VerifyPaymentDocument,
          variables: { input: { purchaseId: 'p1', ...proof } },
        },
        result: () => {
          verified += 1;
          return {
            data: {
              verifyPayment: { __typename: 'VerifyPaymentResult', message: 'ok', courseId: null },
            },
          };
        },
      },
    ]);
    expect(
      await screen.findByText('A seat for the whole series costs ₹499.00.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Give up the seat at least 24 hours before the first meeting for a full refund; later, it is not refunded.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay for a seat (₹499.00)' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(within(checkout).getByText('Brand clinic')).toBeInTheDocument();
    await userEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹499.00' }));
    expect(await findToast('Paid: your seat is confirmed.')).toBeInTheDocument();
    expect(verified).toBe(1);
    expect(await screen.findByText('You have a seat for the whole series.')).toBeInTheDocument();
  });

  it('says the refund rule before a paid seat is given up, and what came back', async () => {
    const paid = seat('CONFIRMED', {
      pricePaise: 49900,
      paidPaise: 49900,
      refundableUntil: '2026-12-06T13:30:00.000Z',
    });
    const session = { access: 'SEAT', pricePaise: 49900 };
    renderPage([
      pageMock(liveSession({ ...session, mySeat: paid })),
      courseMock(),
      seatAnswer(
        CancelLiveSeatDocument,
        { id: 'seat1' },
        'cancelLiveSeat',
        { ...paid, status: 'CANCELLED', refundedPaise: 49900 },
        // A given-up seat is no longer the viewer's place.
        { ...session, seatsLeft: 2, seatsTaken: 0, mySeat: null },
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel my seat' }));
    expect(
      screen.getByText(
        'Cancel your seat? Before Sun, 6 Dec, 7:00 pm IST you get your ₹499.00 back in full; the seat goes to the next in line.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my seat' }));
    expect(await findToast('Refunded ₹499.00.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pay for a seat/ })).toBeInTheDocument();
  });

  it('sends a learner who is not enrolled to the course first', async () => {
    renderPage([pageMock(liveSession()), courseMock(false)]);
    expect(
      await screen.findByText(/Seats are for the course’s learners. Enrol in it first:/),
    ).toBeInTheDocument();
    const place = within(screen.getByRole('region', { name: 'Your place' }));
    expect(place.getByRole('link', { name: 'Personal Branding Masterclass' })).toHaveAttribute(
      'href',
      '/course/c1',
    );
    expect(screen.queryByRole('button', { name: 'Take a seat' })).not.toBeInTheDocument();
  });
});

describe('Live session page in Hindi', () => {
  let zone: jest.SpyInstance;
  let clock: jest.SpyInstance;
  beforeEach(async () => {
    clock = jest.spyOn(Date, 'now').mockReturnValue(NOW);
    zone = browserIn('Asia/Kolkata');
    await activateLocale('hi');
  });
  afterEach(async () => {
    clock.mockRestore();
    zone.mockRestore();
    await activateLocale('en');
  });

  it('shows the session, its meetings and the learner’s place in line in Hindi', async () => {
    const waiting = seat('WAITLISTED', { waitlistPosition: 2 });
    renderPage(
      [
        pageMock(liveSession({ seatsLeft: 0, seatsTaken: 2, waitlistCount: 2, mySeat: waiting })),
        courseMock(),
      ],
      // The account's language, which the app follows once signed in.
      'hi',
    );
    await screen.findByRole('heading', { level: 1, name: 'Brand clinic' });
    expect(screen.getByText('वेटलिस्ट पर आपका नंबर 2 है।')).toBeInTheDocument();
    expect(screen.getByTestId('live-seats-left')).toHaveTextContent(
      '2 सीटों में से 0 बाकी · वेटलिस्ट पर 2',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'मीटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वेटलिस्ट छोड़ें' })).toBeInTheDocument();
    for (const english of [
      /waitlist/i,
      /seats? left/,
      'Meetings',
      'Your place',
      'Moved',
      'Cancelled',
      /Weekly/,
      'Agenda',
    ])
      expect(screen.queryAllByText(english)).toHaveLength(0);
  });
});
