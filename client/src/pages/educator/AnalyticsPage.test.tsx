import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AnalyticsCoursesDocument,
  EducatorAnalyticsDocument,
} from '../../features/educator/analytics/analytics.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { rowTexts } from '../../test/tableRows';
import AnalyticsPage from './AnalyticsPage';

const funnelRow = (courseId: string | null, courseTitle: string, views: number, paid: number) => ({
  __typename: 'FunnelRow',
  courseId,
  courseTitle,
  views,
  previewPlays: 4,
  checkoutsStarted: 3,
  paid,
  previewRate: 4 / views,
  checkoutRate: 3 / views,
  paymentRate: paid / 3,
  conversionRate: paid / views,
});

const analytics = {
  __typename: 'EducatorAnalytics',
  from: '2026-11-25T00:00:00.000Z',
  to: '2026-11-28T00:00:00.000Z',
  granularity: 'DAY',
  courseId: null,
  referralCode: 'abc123def456',
  totals: {
    __typename: 'AnalyticsTotals',
    revenue: 2499,
    enrolments: 3,
    views: 20,
    paid: 2,
    conversionRate: 0.1,
    refunds: 1,
    refundedAmount: 499,
    completionRate: 0.25,
    averageProgress: 0.5,
    averageRating: 4.5,
  },
  sales: [
    ['2026-11-25', 0, 0],
    ['2026-11-26', 1999, 2],
    ['2026-11-27', 500, 1],
  ].map(([day, revenue, enrolments]) => ({
    __typename: 'SalesPoint',
    periodStart: `${day}T00:00:00.000Z`,
    revenue,
    enrolments,
    refunds: 0,
    refundedAmount: 0,
  })),
  ratings: [
    {
      __typename: 'RatingPoint',
      periodStart: '2026-11-26T00:00:00.000Z',
      ratings: 2,
      averageRating: 4.5,
    },
  ],
  funnel: [funnelRow('c1', 'SEO Sprint', 20, 2), funnelRow(null, 'All courses', 20, 2)],
  dropOff: [],
  sources: [
    { __typename: 'SourceRow', source: 'educator', views: 5, sales: 1, revenue: 1999 },
    { __typename: 'SourceRow', source: 'newsletter', views: 3, sales: 1, revenue: 500 },
  ],
  coupons: [
    {
      __typename: 'CouponPerformance',
      couponId: 'k1',
      code: 'SPRING-25',
      kind: 'PERCENT_OFF',
      value: 25,
      courseId: 'c1',
      courseTitle: 'SEO Sprint',
      redemptions: 2,
      revenue: 750,
      discountGiven: 500,
      refunds: 1,
    },
    {
      __typename: 'CouponPerformance',
      couponId: 'k2',
      code: 'ALL-100',
      kind: 'AMOUNT_OFF',
      value: 100,
      courseId: null,
      courseTitle: null,
      redemptions: 1,
      revenue: 900,
      discountGiven: 100,
      refunds: 0,
    },
  ],
};

const mocksWith = (data: typeof analytics): MockedResponse[] => [
  {
    request: { query: EducatorAnalyticsDocument },
    variableMatcher: () => true,
    result: { data: { educatorAnalytics: data } },
  },
  {
    request: { query: AnalyticsCoursesDocument },
    result: {
      data: {
        educatorCourses: [{ __typename: 'EducatorCourse', id: 'c1', courseTitle: 'SEO Sprint' }],
      },
    },
  },
];
const mocks = mocksWith(analytics);

describe('Analytics page', () => {
  it('shows the headline figures and each chart, with its numbers as a table', async () => {
    renderWithProviders(<AnalyticsPage />, { mocks });
    expect(await screen.findByText('Page views')).toBeInTheDocument();
    expect(screen.getAllByText('Net sales')[0].parentElement).toHaveTextContent('₹2,499.00');
    expect(screen.getByText('Views to purchase').parentElement).toHaveTextContent('10%');
    expect(screen.getByText('Completion rate').parentElement).toHaveTextContent('25%');

    const chart = screen.getByRole('img', {
      name: /^Net sales and enrolments: ₹2,499.00 net sales/,
    });
    expect(chart.querySelector('.recharts-wrapper')).not.toBeNull();
    expect(
      screen.getByRole('img', { name: /^Funnel: Page views 20, Preview plays 4/ }),
    ).toBeVisible();

    const section = chart.closest('[class*="card"]') as HTMLElement;
    const toggle = within(section).getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Net sales and enrolments' });
    expect(rowTexts(table)).toEqual([
      ['25 Nov', '₹0.00', '0', '0 · ₹0.00'],
      ['26 Nov', '₹1,999.00', '2', '0 · ₹0.00'],
      ['27 Nov', '₹500.00', '1', '0 · ₹0.00'],
    ]);
  });

  it('lists top sources, names the referral link and asks for a course for drop-off', async () => {
    renderWithProviders(<AnalyticsPage />, { mocks });
    const sources = await screen.findByRole('table', { name: 'Top sources' });
    expect(rowTexts(sources)).toEqual([
      ['Your referral link', '5', '1', '₹1,999.00'],
      ['newsletter', '3', '1', '₹500.00'],
    ]);
    expect(screen.getByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/course/{course id}?ref=abc123def456`,
    );
    expect(screen.getByText('Choose a course to see how far its learners get.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Course' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download sales CSV' })).toBeVisible();
  });

  it('shows what each coupon brought, and says when none was redeemed', async () => {
    const { unmount } = renderWithProviders(<AnalyticsPage />, { mocks });
    const coupons = await screen.findByRole('table', { name: 'Coupons' });
    expect(rowTexts(coupons)).toEqual([
      ['SPRING-25', 'SEO Sprint', '25% off', '2', '₹750.00', '₹500.00', '1'],
      ['ALL-100', 'All courses', '₹100.00 off', '1', '₹900.00', '₹100.00', '0'],
    ]);
    unmount();

    renderWithProviders(<AnalyticsPage />, { mocks: mocksWith({ ...analytics, coupons: [] }) });
    expect(await screen.findByText(/No coupon was redeemed in this period/)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Coupons' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage coupons' })).toHaveAttribute(
      'href',
      '/educator/coupons',
    );
  });

  it('refuses custom dates over two years on the end date, asks nothing, and shows a right range', async () => {
    const [analyticsMock, coursesMock] = mocks;
    renderWithProviders(<AnalyticsPage />, { mocks: [analyticsMock, coursesMock, analyticsMock] });
    await screen.findByRole('table', { name: 'Top sources' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2015-01-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC, included)'), {
      target: { value: '2024-12-31' },
    });
    expect(screen.getByText('The range must be at most 2 years (731 days)')).toBeVisible();
    expect(screen.getByLabelText('To (UTC, included)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Top sources' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download sales CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download students CSV' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText('To (UTC, included)'), {
      target: { value: '2016-12-31' },
    });
    expect(screen.queryByText(/The range must be at most 2 years/)).toBeNull();
    expect(await screen.findByRole('table', { name: 'Top sources' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download sales CSV' })).toBeEnabled();
  });
});
