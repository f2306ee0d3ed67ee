import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import {
  EducatorDashboardDocument,
  EnrolledStudentsDocument,
} from '../../features/educator/educator.generated';
import DashboardPage from './DashboardPage';
import StudentsEnrolledPage from './StudentsEnrolledPage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { rowTexts } from '../../test/tableRows';
import { enrollment } from '../../features/educator/test/fixtures';

const latest = [
  enrollment('Meera Iyer', 'SEO Sprint', '2025-05-02T09:00:00.000Z'),
  enrollment('Kabir Das', 'Personal Branding 101', '2025-04-20T09:00:00.000Z'),
];

const dashboardMock = (enrolledStudentsData = latest): MockedResponse => ({
  request: { query: EducatorDashboardDocument },
  result: {
    data: {
      educatorDashboard: {
        __typename: 'EducatorDashboard',
        totalCourses: 3,
        totalEarnings: 12999,
        grossSales: 16247.7,
        netSales: 12999.15,
        totalRefunds: 2,
        refundedAmount: 3248.55,
        totalEnrollments: enrolledStudentsData.length,
        enrolledStudentsData,
      },
    },
  },
});

describe('Dashboard', () => {
  it('shows the totals and the latest enrollments, newest first', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [dashboardMock()] });
    expect(await screen.findByText('Total Enrolments')).toBeInTheDocument();
    expect(screen.getByText('Total Enrolments').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Total Courses').parentElement).toHaveTextContent('3');
    // The spec's Earnings (whole rupees, said so), then the exact figures.
    const earnings = screen.getByText('Total Earnings').parentElement!;
    expect(earnings).toHaveTextContent('₹12,999.00');
    expect(earnings).toHaveTextContent('Net sales in whole rupees, as the spec counts earnings');
    const net = screen.getByText('Net sales').parentElement!;
    expect(net).toHaveTextContent('₹12,999.15');
    expect(net).toHaveTextContent('Gross sales ₹16,247.70 less refunds');
    expect(screen.getByText('Refunds').parentElement).toHaveTextContent('2 · ₹3,248.55');
    // Each figure is a term then its value, as a <dl> must be (the value shows above it).
    const term = screen.getByText('Total Courses');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toMatchObject({ tagName: 'DD', textContent: '3' });
    const table = screen.getByRole('table', { name: 'Latest Enrolments' });
    expect(rowTexts(table)).toEqual([
      [expect.stringMatching(/Meera Iyer$/), 'SEO Sprint', '2 May 2025'],
      [expect.stringMatching(/Kabir Das$/), 'Personal Branding 101', '20 Apr 2025'],
    ]);
    expect(table.querySelector('img[src="/img/Meera Iyer.png"]')).toHaveAttribute(
      'alt',
      "Meera Iyer's profile picture",
    );
  });

  it('says when nobody has enrolled yet', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [dashboardMock([])] });
    expect(await screen.findByText('No enrolments yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Students Enrolled', () => {
  it('numbers the enrollments, newest first', async () => {
    renderWithProviders(<StudentsEnrolledPage />, {
      mocks: [
        {
          request: { query: EnrolledStudentsDocument },
          result: { data: { enrolledStudents: latest } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Students Enrolled' });
    expect(rowTexts(table)).toEqual([
      ['1', expect.stringMatching(/Meera Iyer$/), 'SEO Sprint', '2 May 2025'],
      ['2', expect.stringMatching(/Kabir Das$/), 'Personal Branding 101', '20 Apr 2025'],
    ]);
  });

  it('says when there are no students', async () => {
    renderWithProviders(<StudentsEnrolledPage />, {
      mocks: [
        {
          request: { query: EnrolledStudentsDocument },
          result: { data: { enrolledStudents: [] } },
        },
      ],
    });
    expect(await screen.findByText('No students enrolled yet')).toBeInTheDocument();
  });
});
