import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreateSessionTypeDocument,
  MyMentoringDocument,
  SetAvailabilityDocument,
} from '../../features/mentorship/mentoring.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import MentoringPage from './MentoringPage';

const profile = {
  __typename: 'Mentor',
  id: 'u9',
  headline: 'Brand strategist',
  bio: '',
  topics: ['Branding'],
  timeZone: 'Europe/London',
  sessionTypes: [],
};

const mentoring = (): MockedResponse => ({
  request: { query: MyMentoringDocument },
  result: {
    data: {
      myMentorProfile: profile,
      myAvailability: {
        __typename: 'Availability',
        timeZone: 'Europe/London',
        weekly: [{ __typename: 'WeeklyHours', weekday: 1, start: '09:00', end: '12:00' }],
        overrides: [],
      },
    },
  },
  maxUsageCount: 3,
});

describe('Mentoring page', () => {
  it('refuses overlapping hours before sending, then saves the week in the mentor’s zone', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const save: MockedResponse = {
      request: {
        query: SetAvailabilityDocument,
        variables: {
          input: {
            timeZone: 'Europe/London',
            weekly: [
              { weekday: 1, start: '09:00', end: '12:00' },
              { weekday: 3, start: '09:00', end: '17:00' },
            ],
            overrides: [{ date: '2027-03-29', hours: [] }],
          },
        },
      },
      result: () => {
        sent += 1;
        return {
          data: {
            setAvailability: {
              __typename: 'Availability',
              timeZone: 'Europe/London',
              weekly: [],
              overrides: [],
            },
          },
        };
      },
    };
    renderWithProviders(<MentoringPage />, { mocks: [mentoring(), save] });
    const hours = await screen.findByRole('region', { name: 'Weekly hours' });
    expect(within(hours).getByText('In your time zone, Europe/London.')).toBeInTheDocument();
    expect(within(hours).getByLabelText('Monday: from (range 1)')).toHaveValue('09:00');

    // A second Monday range over the first: refused, named, nothing sent.
    await user.click(within(hours).getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    expect(
      await within(hours).findByText('Hours overlap on Monday: 09:00–12:00 and 09:00–17:00.'),
    ).toBeInTheDocument();
    expect(sent).toBe(0);

    await user.click(within(hours).getByRole('button', { name: 'Remove Monday range 2' }));
    await user.click(within(hours).getByRole('button', { name: 'Add hours on Wednesday' }));
    await user.click(within(hours).getByRole('button', { name: 'Add a date' }));
    await user.type(within(hours).getByLabelText('Date'), '2027-03-29');
    // A new date starts as a day off.
    expect(within(hours).getByRole('checkbox', { name: 'Day off' })).toBeChecked();
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    expect(await within(hours).findByText('Hours saved.')).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it('sends a session type’s price in exact paise, and refuses a price that is not rupees', async () => {
    const user = userEvent.setup();
    const create: MockedResponse = {
      request: {
        query: CreateSessionTypeDocument,
        variables: {
          input: {
            durationMinutes: 45,
            bufferBeforeMinutes: 0,
            bufferAfterMinutes: 10,
            minNoticeMinutes: 240,
            bookingWindowDays: 60,
            dailyLimit: null,
            cancellationNoticeHours: 24,
            title: 'Portfolio review',
            description: '',
            pricePaise: 149950,
            cancellationPolicy: 'Full refund a day ahead.',
            meetingUrl: null,
          },
        },
      },
      result: {
        data: {
          createSessionType: {
            __typename: 'SessionType',
            id: 'st1',
            title: 'Portfolio review',
            description: '',
            durationMinutes: 45,
            pricePaise: 149950,
            currency: 'INR',
            bufferBeforeMinutes: 0,
            bufferAfterMinutes: 10,
            minNoticeMinutes: 240,
            bookingWindowDays: 60,
            dailyLimit: null,
            cancellationNoticeHours: 24,
            cancellationPolicy: 'Full refund a day ahead.',
            meetingUrl: null,
            active: true,
          },
        },
      },
    };
    renderWithProviders(<MentoringPage />, { mocks: [mentoring(), create, mentoring()] });
    const types = await screen.findByRole('region', { name: 'Session types' });
    await user.click(within(types).getByRole('button', { name: 'New session type' }));
    await user.type(within(types).getByLabelText(/^Title/), 'Portfolio review');
    const price = within(types).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '1499.505');
    await user.clear(within(types).getByLabelText(/^Length/));
    await user.type(within(types).getByLabelText(/^Length/), '45');
    await user.clear(within(types).getByLabelText(/^Buffer after/));
    await user.type(within(types).getByLabelText(/^Buffer after/), '10');
    await user.type(
      within(types).getByLabelText(/^Cancellation policy/),
      'Full refund a day ahead.',
    );
    await user.click(within(types).getByRole('button', { name: 'Save session type' }));
    expect(await within(types).findByRole('alert')).toHaveTextContent(
      'Enter the price in rupees, e.g. 499 or 1499.50.',
    );
    await user.clear(price);
    await user.type(price, '1499.50');
    await user.click(within(types).getByRole('button', { name: 'Save session type' }));
    expect(
      await within(types).findByRole('button', { name: 'New session type' }),
    ).toBeInTheDocument();
  });
});
