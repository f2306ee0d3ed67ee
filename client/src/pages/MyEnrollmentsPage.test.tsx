import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { MyEnrollmentsDocument } from '../features/learning/enrollments/myEnrollments.generated';
import { RequestRefundDocument } from '../features/learning/enrollments/refund.generated';
import MyEnrollmentsPage from './MyEnrollmentsPage';
import { findToast } from '../test/findToast';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn } from '../test/signIn';
import { progress, resumePoint } from '../features/learning/test/fixtures';

function enrollment(
  id: string,
  title: string,
  completed: string[],
  total: number,
  {
    refundableUntil = null,
    resume = null,
  }: { refundableUntil?: string | null; resume?: ReturnType<typeof resumePoint> | null } = {},
) {
  return {
    __typename: 'MyEnrollment',
    enrolledAt: '2025-03-01T00:00:00.000Z',
    course: {
      __typename: 'Course',
      id,
      courseTitle: title,
      courseThumbnail: `/uploads/${id}.png`,
      thumbnailSources: [],
      totalDuration: 65,
      lectureCount: total,
    },
    progress: progress(id, completed, total, resume),
    refundableUntil,
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

  it('names the lecture Continue Learning resumes, and the second', async () => {
    renderPage({
      data: {
        myEnrollments: [
          enrollment('c2', 'SEO Basics', ['a'], 4, {
            resume: resumePoint('l2', 95, 'Keyword research'),
          }),
          enrollment('c1', 'Brand Story', [], 3),
        ],
      },
    });
    const [resumed, fresh] = await tableRows();
    const link = within(resumed).getByRole('link', { name: 'Continue Learning: SEO Basics' });
    expect(link).toHaveAccessibleDescription('Continue: Keyword research at 1:35');
    expect(within(fresh).getByRole('link', { name: /^Continue Learning/ })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(within(fresh).queryByTestId('resume-lecture')).not.toBeInTheDocument();
  });

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

    it("offers the certificate instead of 'Continue … at 0:00', keeping Continue Learning", async () => {
      renderPage({
        data: {
          myEnrollments: [
            enrollment('c1', 'Brand Story', ['x', 'y'], 2, {
              resume: resumePoint('y', 0, 'Outro'),
            }),
          ],
        },
      });
      const [completed] = await tableRows();
      const link = within(completed).getByRole('link', { name: 'Continue Learning: Brand Story' });
      expect(link).toHaveAttribute('href', '/player/c1');
      expect(link).not.toHaveAttribute('aria-describedby');
      expect(within(completed).queryByTestId('resume-lecture')).not.toBeInTheDocument();
      expect(certificateLinks(completed, 'Brand Story').view).toBeInTheDocument();
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

  describe('refunds', () => {
    const inWindow = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const closed = new Date(Date.now() - 60_000).toISOString();

    it('offers a refund only while the refund window is open', async () => {
      renderPage({
        data: {
          myEnrollments: [
            enrollment('c2', 'SEO Basics', [], 4, { refundableUntil: inWindow }),
            enrollment('c1', 'Brand Story', [], 3, { refundableUntil: closed }),
            enrollment('c3', 'Free Taster', [], 2),
          ],
        },
      });
      const [open, past, free] = await tableRows();
      expect(
        within(open).getByRole('button', { name: 'Request refund: SEO Basics' }),
      ).toBeVisible();
      expect(within(past).queryByRole('button', { name: /Request refund/ })).toBeNull();
      expect(within(free).queryByRole('button', { name: /Request refund/ })).toBeNull();
      const cards = screen.getByRole('list', { name: 'Enrolled courses' });
      expect(within(cards).getAllByRole('button', { name: /Request refund/ })).toHaveLength(1);
    });

    it('refunds with the reason given, then drops the course from the list', async () => {
      const user = userEvent.setup();
      renderWithProviders(<MyEnrollmentsPage />, {
        route: '/my-enrollments',
        mocks: [
          signIn(),
          mock({
            data: {
              myEnrollments: [
                enrollment('c2', 'SEO Basics', ['a'], 4, { refundableUntil: inWindow }),
              ],
            },
          }),
          {
            request: {
              query: RequestRefundDocument,
              variables: { courseId: 'c2', reason: 'Too basic for me' },
            },
            result: {
              data: {
                requestRefund: {
                  __typename: 'RefundResult',
                  message: 'Refund issued.',
                  courseId: 'c2',
                  amount: 1499,
                  currency: 'INR',
                },
              },
            },
          },
          mock({ data: { myEnrollments: [] } }),
        ],
      });
      const [row] = await tableRows();
      await user.click(within(row).getByRole('button', { name: 'Request refund: SEO Basics' }));
      const dialog = await screen.findByRole('dialog', { name: 'Refund SEO Basics?' });
      expect(dialog).toHaveTextContent('any certificate');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
        '  Too basic for me ',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Refund course' }));
      await findToast('₹1,499.00 refunded. Refund issued.');
      expect(await screen.findByRole('heading', { name: 'No Enrollments Yet' })).toBeVisible();
    });
  });
});
