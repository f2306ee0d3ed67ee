import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import {
  BookingPrepDocument,
  MentorDashboardDocument,
  MySessionRatingDocument,
  RateSessionDocument,
} from './insights.generated';
import { MentorDashboard } from './MentorDashboard';
import { PrepCard } from './PrepCard';
import { SessionRatingForm } from './SessionRatingForm';

const prep = {
  __typename: 'PrepCard',
  note: 'Stuck on hooks',
  courses: [
    {
      __typename: 'PrepCourse',
      courseId: 'c1',
      courseTitle: 'Reels',
      bookedFrom: true,
      lecturesCompleted: 1,
      totalLectures: 4,
      percent: 25,
      quizzes: [
        {
          __typename: 'PrepQuizScore',
          quizId: 'q1',
          title: 'Hooks check',
          bestScorePercent: 80,
          passed: true,
          attempts: 2,
        },
      ],
      resume: {
        __typename: 'PrepResume',
        lectureId: 'l3',
        lectureTitle: 'Lecture 2.1',
        chapterTitle: 'Chapter 2',
        positionSeconds: 95,
      },
    },
  ],
};

const prepMock = (id: string, card: typeof prep | null): MockedResponse => ({
  request: { query: BookingPrepDocument, variables: { id } },
  result: { data: { booking: { __typename: 'Booking', id, prep: card } } },
  maxUsageCount: 2,
});

const rating = (stars: number, comment: string) => ({
  __typename: 'SessionRating',
  id: 'r1',
  side: 'LEARNER',
  stars,
  comment,
  updatedAt: '2027-03-29T10:00:00.000Z',
});

const ratingMock = (myRating: ReturnType<typeof rating> | null): MockedResponse => ({
  request: { query: MySessionRatingDocument, variables: { id: 'b1' } },
  result: {
    data: {
      booking: {
        __typename: 'Booking',
        id: 'b1',
        status: 'CONFIRMED',
        endsAt: '2027-03-29T09:30:00.000Z',
        myRating,
      },
    },
  },
});

describe('PrepCard', () => {
  it('shows the learner’s note, progress, best quiz score and where they paused', async () => {
    renderWithProviders(<PrepCard bookingId="b1" />, { mocks: [prepMock('b1', prep)] });
    const card = await screen.findByRole('region', { name: 'Prep card' });
    expect(within(card).getByText('Stuck on hooks')).toBeInTheDocument();
    expect(within(card).getByText('Booked from this course')).toBeInTheDocument();
    expect(within(card).getByText('1 of 4 lectures (25%)')).toBeInTheDocument();
    expect(within(card).getByText('Hooks check: best 80% (2 attempts)')).toBeInTheDocument();
    expect(
      within(card).getByText('Paused at 1:35 in “Lecture 2.1” (Chapter 2)'),
    ).toBeInTheDocument();
  });

  it('renders nothing for a viewer the server gives no card', async () => {
    let asked = false;
    const mock = prepMock('b2', null);
    const answer = mock.result;
    renderWithProviders(<PrepCard bookingId="b2" />, {
      mocks: [{ ...mock, result: () => ((asked = true), answer as never) }],
    });
    await waitFor(() => expect(asked).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('region', { name: 'Prep card' })).toBeNull();
    expect(screen.queryByText('Their note')).toBeNull();
  });
});

describe('SessionRatingForm', () => {
  it('asks for stars, sends the rating, then shows it saved', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const rate: MockedResponse = {
      request: {
        query: RateSessionDocument,
        variables: { bookingId: 'b1', stars: 4, comment: 'Useful' },
      },
      result: () => {
        sent += 1;
        return { data: { rateSession: rating(4, 'Useful') } };
      },
    };
    renderWithProviders(<SessionRatingForm bookingId="b1" />, {
      mocks: [ratingMock(null), rate, ratingMock(rating(4, 'Useful'))],
    });
    const form = await screen.findByRole('region', { name: 'Rate this session' });
    await user.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(await within(form).findByText('Choose 1 to 5 stars.')).toBeInTheDocument();
    expect(sent).toBe(0);

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Useful');
    await user.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(await within(form).findByText('You rated it 4 stars.')).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Update rating' })).toBeInTheDocument();
  });
});

describe('MentorDashboard', () => {
  it('shows the figures and opens an upcoming session’s prep card', async () => {
    const user = userEvent.setup();
    const dashboard: MockedResponse = {
      request: { query: MentorDashboardDocument, variables: {} },
      result: {
        data: {
          mentorDashboard: {
            __typename: 'MentorDashboard',
            days: 30,
            sessionEarningsPaise: 49900,
            courseEarningsPaise: 149950,
            sessionsHeld: 2,
            bookedMinutes: 60,
            offeredMinutes: 2880,
            fillRatePercent: 2.1,
            noShowRatePercent: 50,
            upcoming: [
              {
                __typename: 'Booking',
                id: 'b1',
                startsAt: '2027-03-29T10:00:00.000Z',
                sessionType: { __typename: 'SessionType', id: 't1', title: 'Profile review' },
                learner: { __typename: 'BookingPerson', id: 'l1', name: 'Asha' },
              },
            ],
          },
        },
      },
    };
    renderWithProviders(<MentorDashboard />, { mocks: [dashboard, prepMock('b1', prep)] });
    const board = await screen.findByRole('region', { name: 'Your mentoring' });
    expect(within(board).getByText('₹1,499.50')).toBeInTheDocument();
    expect(within(board).getByText('₹499.00')).toBeInTheDocument();
    expect(within(board).getByText('2.1%')).toBeInTheDocument();
    expect(within(board).getByText('50%')).toBeInTheDocument();
    expect(within(board).getByText('1h booked of 48h offered')).toBeInTheDocument();
    expect(within(board).getByText('Profile review with Asha')).toBeInTheDocument();
    const toggle = within(board).getByRole('button', { name: 'Show prep card' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await within(board).findByText('Stuck on hooks')).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Hide prep card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
