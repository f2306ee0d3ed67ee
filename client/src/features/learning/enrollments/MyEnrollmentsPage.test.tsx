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
    certificate:
      completed.length >= total
        ? {
            __typename: 'Certificate',
            id: `cert-${id}`,
            pdfUrl: `https://brandcraft.test/certificates/cert-${id}.pdf`,
          }
        : null,
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
  const twoCourses = {
    data: {
      myEnrollments: [
        enrollment('c2', 'SEO Basics', ['a', 'b'], 4),
        enrollment('c1', 'Brand Story', ['x', 'y', 'z'], 3),
      ],
    },
  };
  const tableRows = async () => {
    const table = await screen.findByRole('table', { name: 'Enrolled courses' });
    return within(table).getAllByTestId('enrollment-row');
  };

  it('shows the heading and a loading status while the list is on its way', () => {
    renderPage(twoCourses);
    expect(screen.getByRole('heading', { level: 1, name: 'My Enrollments' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading enrollments' })).toBeInTheDocument();
  });

  it('heads the table with Course, Duration, Progress, Lectures, Status and Action', async () => {
    renderPage(twoCourses);
    const table = await screen.findByRole('table', { name: 'Enrolled courses' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Course', 'Duration', 'Progress', 'Lectures', 'Status', 'Action']);
  });

  it.each([
    {
      row: 0,
      title: 'SEO Basics',
      texts: ['1h 5m', '50%', '2 / 4 Lectures', 'In Progress'],
      href: '/player/c2',
    },
    {
      row: 1,
      title: 'Brand Story',
      texts: ['100%', '3 / 3 Lectures', 'Completed'],
      href: '/player/c1',
    },
  ])(
    'lists $title with $texts and Continue Learning to $href',
    async ({ row, title, texts, href }) => {
      renderPage(twoCourses);
      const line = (await tableRows())[row];
      expect(line).toHaveTextContent(title);
      for (const text of texts) expect(line).toHaveTextContent(text);
      expect(
        within(line).getByRole('link', { name: `Continue Learning: ${title}` }),
      ).toHaveAttribute('href', href);
    },
  );

  it("draws a labelled progress bar for a course's progress", async () => {
    renderPage(twoCourses);
    const [inProgress] = await tableRows();
    expect(
      within(inProgress).getByRole('progressbar', { name: 'SEO Basics: 50% complete' }),
    ).toHaveAttribute('aria-valuenow', '50');
  });

  it("does not call a completed course 'In Progress'", async () => {
    renderPage(twoCourses);
    const [, completed] = await tableRows();
    expect(completed).not.toHaveTextContent('In Progress');
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

  describe('certificates of completed courses', () => {
    const certificateLinks = (scope: HTMLElement, title: string) => ({
      download: within(scope).queryByRole('link', { name: `Download certificate: ${title}` }),
      view: within(scope).queryByRole('link', { name: `View certificate: ${title}` }),
    });

    it('links the PDF and the certificate page in the table row of a completed course only', async () => {
      renderPage(twoCourses);
      const [inProgress, completed] = await tableRows();
      const links = certificateLinks(completed, 'Brand Story');
      expect(links.download).toHaveAttribute(
        'href',
        'https://brandcraft.test/certificates/cert-c1.pdf',
      );
      expect(links.download).toHaveAttribute('download');
      expect(links.view).toHaveAttribute('href', '/certificate/cert-c1');
      expect(within(inProgress).queryByRole('link', { name: /certificate/ })).toBeNull();
    });

    it('shows the same links on the phone cards', async () => {
      renderPage(twoCourses);
      const cards = await screen.findByRole('list', { name: 'Enrolled courses' });
      const [inProgress, completed] = within(cards).getAllByTestId('enrollment-card');
      const links = certificateLinks(completed, 'Brand Story');
      expect(links.download).toHaveAttribute(
        'href',
        'https://brandcraft.test/certificates/cert-c1.pdf',
      );
      expect(links.view).toHaveAttribute('href', '/certificate/cert-c1');
      expect(within(inProgress).queryByRole('link', { name: /certificate/ })).toBeNull();
    });
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
