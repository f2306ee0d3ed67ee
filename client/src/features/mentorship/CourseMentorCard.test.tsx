import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CourseMentorDocument } from './courseMentor.generated';
import { CourseMentorCard } from './CourseMentorCard';

const mentor = (min: number | null, max: number | null) => ({
  __typename: 'Mentor',
  id: 'm1',
  name: 'Sana Mentor',
  imageUrl: '',
  headline: 'Brand strategist',
  minPricePaise: min,
  maxPricePaise: max,
});

const answer = (value: ReturnType<typeof mentor> | null): MockedResponse => ({
  request: { query: CourseMentorDocument, variables: { id: 'c1' } },
  result: { data: { course: { __typename: 'Course', id: 'c1', mentor: value } } },
});

describe('CourseMentorCard', () => {
  it('offers a session with the course’s educator, linking to their page with the course named', async () => {
    renderWithProviders(<CourseMentorCard courseId="c1" />, { mocks: [answer(mentor(0, 49900))] });
    const card = await screen.findByRole('region', { name: '1-on-1 with Sana Mentor' });
    expect(card).toHaveTextContent('Brand strategist');
    expect(card).toHaveTextContent('Free intro session');
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/mentors/m1?course=c1',
    );
  });

  it('names the cheapest price when no session is free', async () => {
    renderWithProviders(<CourseMentorCard courseId="c1" />, {
      mocks: [answer(mentor(49900, 99900))],
    });
    expect(await screen.findByTestId('course-mentor-price')).toHaveTextContent('From ₹499.00');
  });

  it('shows nothing when the educator takes no bookings', async () => {
    const none = answer(null);
    let asked = false;
    const counted: MockedResponse = {
      ...none,
      result: () => {
        asked = true;
        return none.result as never;
      },
    };
    const { container } = renderWithProviders(<CourseMentorCard courseId="c1" />, {
      mocks: [counted],
    });
    await waitFor(() => expect(asked).toBe(true));
    // The answer has been rendered by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).not.toHaveTextContent('1-on-1');
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument();
  });
});
