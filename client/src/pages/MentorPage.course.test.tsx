import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BookingCourseDocument } from '../features/mentorship/courseMentor.generated';
import {
  AvailableSlotsDocument,
  BookSessionDocument,
  MentorDocument,
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
  topics: [],
  timeZone: 'UTC',
  minPricePaise: 0,
  maxPricePaise: 0,
  nextAvailableSlot: null,
  rating: null,
  ratingCount: 0,
  sessionCount: 0,
  bio: '',
  sessionTypes: [
    {
      __typename: 'SessionType',
      id: 'st1',
      title: 'Intro call',
      description: '',
      durationMinutes: 30,
      pricePaise: 0,
      currency: 'INR',
      cancellationNoticeHours: 24,
      cancellationPolicy: 'Free to cancel a day ahead.',
    },
  ],
};
const STARTS = '2027-03-26T09:00:00.000Z';

/** The course of `?course=c1`, taught by `mentorId`. */
const courseMock = (mentorId: string): MockedResponse => ({
  request: { query: BookingCourseDocument, variables: { id: 'c1' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: 'c1',
        courseTitle: 'Reels that sell',
        mentor: { __typename: 'Mentor', id: mentorId },
      },
    },
  },
});

/** Books the slot, answering only when the input is exactly `input`'s. */
const bookMock = (input: Record<string, unknown>): MockedResponse => ({
  request: {
    query: BookSessionDocument,
    variables: { input: { sessionTypeId: 'st1', startsAt: STARTS, timeZone: 'UTC', ...input } },
  },
  result: {
    data: {
      bookSession: {
        __typename: 'Booking',
        id: 'b1',
        startsAt: STARTS,
        endsAt: '2027-03-26T09:30:00.000Z',
        status: 'CONFIRMED',
        holdExpiresAt: null,
        pricePaise: 0,
        currency: 'INR',
      },
    },
  },
});

function renderPage(route: string, extra: MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/mentors/:id" element={<MentorPage />} />
    </Routes>,
    {
      route,
      mocks: [
        signIn(),
        {
          request: { query: MentorDocument, variables: { id: 'm1' } },
          result: { data: { mentor } },
        },
        {
          request: { query: AvailableSlotsDocument },
          variableMatcher: () => true,
          result: {
            data: { availableSlots: [{ __typename: 'Slot', startsAt: STARTS, endsAt: STARTS }] },
          },
          maxUsageCount: 5,
        },
        ...extra,
      ],
    },
  );
}

async function bookTheSlot(note: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /9:00 am your time/ }));
  await user.type(screen.getByLabelText('A note for the mentor (optional)'), note);
  await user.click(screen.getByRole('button', { name: /^Book Friday/ }));
}

describe('Mentor page, booked from a course', () => {
  let zone: jest.SpyInstance;
  beforeEach(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its instance below
    const own = Intl.DateTimeFormat.prototype.resolvedOptions;
    zone = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...own.call(this), timeZone: 'UTC' };
      });
  });
  afterEach(() => {
    zone.mockRestore();
    localStorage.clear();
  });

  it('tells the learner the mentor will see their progress in the course, and sends its courseId', async () => {
    renderPage('/mentors/m1?course=c1', [
      courseMock('m1'),
      bookMock({ note: 'Stuck on hooks', courseId: 'c1' }),
    ]);
    expect(await screen.findByTestId('booking-course')).toHaveTextContent(
      'Sana Mentor will see your progress in “Reels that sell”',
    );
    await bookTheSlot('Stuck on hooks');
    expect(await screen.findByText(/^Booked: Friday, 26 March/)).toBeInTheDocument();
  });

  it('leaves out a course that is not this mentor’s', async () => {
    renderPage('/mentors/m1?course=c1', [courseMock('someone-else'), bookMock({ note: 'Hi' })]);
    await screen.findByRole('heading', { level: 1, name: 'Sana Mentor' });
    await bookTheSlot('Hi');
    expect(await screen.findByText(/^Booked: Friday, 26 March/)).toBeInTheDocument();
    expect(screen.queryByTestId('booking-course')).not.toBeInTheDocument();
  });
});
