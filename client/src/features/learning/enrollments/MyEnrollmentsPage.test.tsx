import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MyEnrollmentsDocument } from '../../../generated/graphql';
import MyEnrollmentsPage from '../../../pages/MyEnrollmentsPage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { progress } from '../test/fixtures';

function enrollment(id: string, title: string, completed: string[], total: number) {
  return {
    __typename: 'MyEnrollment',
    enrolledAt: '2025-03-01T00:00:00.000Z',
    course: {
      __typename: 'Course',
      id,
      courseTitle: title,
      courseThumbnail: `/uploads/${id}.png`,
      totalDuration: 65,
      lectureCount: total,
    },
    progress: progress(id, completed, total),
  };
}

const mock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: MyEnrollmentsDocument },
  result,
  delay: 20,
});

const renderPage = (result: MockedResponse['result']) =>
  renderWithProviders(<MyEnrollmentsPage />, { route: '/my-enrollments', mocks: [mock(result)] });

describe('My Enrollments', () => {
  it('lists each course in the table with duration, progress, lectures, status and Continue Learning', async () => {
    renderPage({
      data: {
        myEnrollments: [
          enrollment('c2', 'SEO Basics', ['a', 'b'], 4),
          enrollment('c1', 'Brand Story', ['x', 'y', 'z'], 3),
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Enrollments' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading enrollments' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Enrolled courses' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Course', 'Duration', 'Progress', 'Lectures', 'Status', 'Action']);
    const [first, second] = within(table).getAllByTestId('enrollment-row');

    expect(first).toHaveTextContent('SEO Basics');
    expect(first).toHaveTextContent('1h 5m');
    expect(first).toHaveTextContent('50%');
    expect(first).toHaveTextContent('2 / 4 Lectures');
    expect(first).toHaveTextContent('In Progress');
    expect(
      within(first).getByRole('progressbar', { name: 'SEO Basics: 50% complete' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(first).getByRole('link', { name: /Continue Learning/ })).toHaveAttribute(
      'href',
      '/player/c2',
    );

    expect(second).toHaveTextContent('Brand Story');
    expect(second).toHaveTextContent('100%');
    expect(second).toHaveTextContent('3 / 3 Lectures');
    expect(second).toHaveTextContent('Completed');
    expect(second).not.toHaveTextContent('In Progress');
    expect(
      within(second).getByRole('link', { name: 'Continue Learning: Brand Story' }),
    ).toHaveAttribute('href', '/player/c1');
  });

  it('shows the same content as cards for phones', async () => {
    renderPage({ data: { myEnrollments: [enrollment('c2', 'SEO Basics', ['a'], 4)] } });
    const cards = await screen.findByRole('list', { name: 'Enrolled courses' });
    const [card] = within(cards).getAllByTestId('enrollment-card');
    expect(within(card).getByRole('heading', { name: 'SEO Basics' })).toBeInTheDocument();
    expect(card).toHaveTextContent('1h 5m');
    expect(card).toHaveTextContent('25%');
    expect(card).toHaveTextContent('1 / 4 Lectures');
    expect(card).toHaveTextContent('In Progress');
    expect(within(card).getByRole('link', { name: /Continue Learning/ })).toHaveAttribute(
      'href',
      '/player/c2',
    );
  });

  it("shows 'No Enrollments Yet' with a way to the course list", async () => {
    renderPage({ data: { myEnrollments: [] } });
    expect(await screen.findByRole('heading', { name: 'No Enrollments Yet' })).toBeInTheDocument();
    expect(screen.getByText(/No enrolled courses found\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/course-list',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    renderPage({ errors: [new GraphQLError('Database unavailable')] });
    expect(await screen.findByText('Could not load your enrollments')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
