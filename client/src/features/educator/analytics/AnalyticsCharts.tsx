import { Chart, useChart } from '@chakra-ui/charts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EducatorAnalyticsQuery } from './analytics.generated';
import { currencySymbol, formatCount, formatMoney } from '../../../lib/format';
import { averageRating, periodLabel, percent } from './analyticsRange';
import { ChartSection } from './ChartSection';
import { useT, type EducatorMessage } from '../i18n';

type Analytics = EducatorAnalyticsQuery['educatorAnalytics'];

/** Each axis says what it measures and in which unit; the room the titles take is reserved. */
const X_AXIS_HEIGHT = 48;
const xTitle = (value: string) => ({ value, position: 'insideBottom' as const, offset: 0 });
const yTitle = (value: string, side: 'left' | 'right' = 'left') => ({
  value,
  angle: side === 'left' ? -90 : 90,
  position: side === 'left' ? ('insideLeft' as const) : ('insideRight' as const),
  style: { textAnchor: 'middle' as const },
});
const PERIOD_AXIS: Record<Analytics['granularity'], EducatorMessage> = {
  DAY: 'educator.analytics.axisDay',
  WEEK: 'educator.analytics.axisWeek',
  MONTH: 'educator.analytics.axisMonth',
};

export function SalesChart({ analytics, currency }: { analytics: Analytics; currency: string }) {
  const t = useT();
  const g = analytics.granularity;
  const chart = useChart({
    data: analytics.sales.map((p) => ({
      period: periodLabel(p.periodStart, g),
      revenue: p.revenue,
      enrolments: p.enrolments,
    })),
    series: [
      { name: 'revenue', color: 'teal.solid', label: t('educator.figures.netSales') },
      { name: 'enrolments', color: 'orange.solid', label: t('educator.figures.enrolments') },
    ],
  });
  const { revenue, enrolments } = analytics.totals;
  return (
    <ChartSection
      title={t('educator.analytics.salesTitle')}
      summary={t('educator.analytics.salesSummary', {
        sales: formatMoney(revenue, currency),
        enrolments: formatCount(enrolments),
        count: analytics.sales.length,
        n: formatCount(analytics.sales.length),
      })}
      rows={analytics.sales}
      rowKey={(p) => p.periodStart}
      columns={[
        {
          header: t('educator.analytics.periodColumn'),
          cell: (p) => periodLabel(p.periodStart, g),
        },
        {
          header: t('educator.figures.netSales'),
          cell: (p) => formatMoney(p.revenue, currency),
          numeric: true,
        },
        {
          header: t('educator.figures.enrolments'),
          cell: (p) => formatCount(p.enrolments),
          numeric: true,
        },
        {
          header: t('educator.figures.refunds'),
          cell: (p) => `${formatCount(p.refunds)} · ${formatMoney(p.refundedAmount, currency)}`,
          numeric: true,
        },
      ]}
      chart={
        <Chart.Root maxH="xs" chart={chart}>
          <ComposedChart responsive data={chart.data}>
            <CartesianGrid stroke={String(chart.color('border.muted'))} vertical={false} />
            <XAxis
              dataKey={chart.key('period')}
              tickLine={false}
              axisLine={false}
              height={X_AXIS_HEIGHT}
              label={xTitle(t(PERIOD_AXIS[g]))}
            />
            <YAxis
              yAxisId="money"
              tickLine={false}
              axisLine={false}
              width={76}
              tickFormatter={(value: number) => formatCount(value)}
              label={yTitle(
                t('educator.analytics.salesAxis', { symbol: currencySymbol(currency) }),
              )}
            />
            <YAxis
              yAxisId="count"
              orientation="right"
              allowDecimals={false}
              width={48}
              label={yTitle(t('educator.analytics.enrolmentsAxis'), 'right')}
            />
            <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
            <Legend content={<Chart.Legend />} />
            <Bar
              yAxisId="money"
              isAnimationActive={false}
              dataKey={chart.key('revenue')}
              name="revenue"
              fill={String(chart.color('teal.solid'))}
            />
            <Line
              yAxisId="count"
              isAnimationActive={false}
              dataKey={chart.key('enrolments')}
              name="enrolments"
              stroke={String(chart.color('orange.solid'))}
              dot={false}
            />
          </ComposedChart>
        </Chart.Root>
      }
    />
  );
}

export function FunnelChart({ analytics }: { analytics: Analytics }) {
  const t = useT();
  const total = analytics.funnel[analytics.funnel.length - 1];
  const steps = [
    { step: t('educator.analytics.pageViews'), count: total.views },
    { step: t('educator.analytics.previewPlays'), count: total.previewPlays },
    { step: t('educator.analytics.checkouts'), count: total.checkoutsStarted },
    { step: t('educator.analytics.paid'), count: total.paid },
  ];
  const chart = useChart({
    data: steps,
    series: [{ name: 'count', color: 'blue.solid', label: t('educator.analytics.visitors') }],
  });
  return (
    <ChartSection
      title={t('educator.analytics.funnelTitle')}
      summary={t('educator.analytics.funnelSummary', {
        views: formatCount(total.views),
        plays: formatCount(total.previewPlays),
        checkouts: formatCount(total.checkoutsStarted),
        paid: formatCount(total.paid),
      })}
      rows={analytics.funnel}
      rowKey={(r) => r.courseId ?? 'total'}
      columns={[
        { header: t('educator.analytics.course'), cell: (r) => r.courseTitle },
        {
          header: t('educator.analytics.views'),
          cell: (r) => formatCount(r.views),
          numeric: true,
        },
        {
          header: t('educator.analytics.previewPlays'),
          cell: (r) => formatCount(r.previewPlays),
          numeric: true,
        },
        {
          header: t('educator.analytics.checkouts'),
          cell: (r) => formatCount(r.checkoutsStarted),
          numeric: true,
        },
        {
          header: t('educator.analytics.paid'),
          cell: (r) => formatCount(r.paid),
          numeric: true,
        },
        {
          header: t('educator.analytics.conversion'),
          cell: (r) => percent(r.conversionRate),
          numeric: true,
        },
      ]}
      chart={
        <Chart.Root maxH="xs" chart={chart}>
          <BarChart responsive data={chart.data} layout="vertical">
            <XAxis
              type="number"
              allowDecimals={false}
              height={X_AXIS_HEIGHT}
              label={xTitle(t('educator.analytics.visitorsAxis'))}
            />
            <YAxis
              type="category"
              dataKey={chart.key('step')}
              width={120}
              tickLine={false}
              label={yTitle(t('educator.analytics.step'))}
            />
            <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
            <Bar
              isAnimationActive={false}
              dataKey={chart.key('count')}
              fill={String(chart.color('blue.solid'))}
              label={{ position: 'right' }}
            />
          </BarChart>
        </Chart.Root>
      }
    />
  );
}

export function DropOffChart({ analytics }: { analytics: Analytics }) {
  const t = useT();
  const chart = useChart({
    data: analytics.dropOff.map((l) => ({
      lecture: `${l.position}`,
      reached: Math.round(l.share * 100),
    })),
    series: [
      { name: 'reached', color: 'purple.solid', label: t('educator.analytics.shareOfLearners') },
    ],
  });
  return (
    <ChartSection
      title={t('educator.analytics.dropOffTitle')}
      summary={analytics.dropOff
        .map((l) =>
          t('educator.analytics.dropOffItem', {
            position: formatCount(l.position),
            share: percent(l.share),
          }),
        )
        .join(', ')}
      empty={
        !analytics.courseId
          ? t('educator.analytics.dropOffChooseCourse')
          : analytics.dropOff.length === 0
            ? t('educator.analytics.dropOffNoLectures')
            : undefined
      }
      rows={analytics.dropOff}
      rowKey={(l) => l.lectureId}
      columns={[
        { header: '#', cell: (l) => formatCount(l.position), numeric: true },
        { header: t('educator.analytics.lecture'), cell: (l) => l.lectureTitle },
        { header: t('educator.analytics.chapter'), cell: (l) => l.chapterTitle },
        {
          header: t('educator.analytics.learnersReached'),
          cell: (l) => formatCount(l.learners),
          numeric: true,
        },
        { header: t('educator.analytics.share'), cell: (l) => percent(l.share), numeric: true },
      ]}
      chart={
        <Chart.Root maxH="xs" chart={chart}>
          <BarChart responsive data={chart.data}>
            <CartesianGrid stroke={String(chart.color('border.muted'))} vertical={false} />
            <XAxis
              dataKey={chart.key('lecture')}
              tickLine={false}
              height={X_AXIS_HEIGHT}
              label={xTitle(t('educator.analytics.lectureAxis'))}
            />
            <YAxis
              domain={[0, 100]}
              unit="%"
              width={64}
              tickLine={false}
              axisLine={false}
              label={yTitle(t('educator.analytics.reachedAxis'))}
            />
            <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
            <Bar
              isAnimationActive={false}
              dataKey={chart.key('reached')}
              fill={String(chart.color('purple.solid'))}
            />
          </BarChart>
        </Chart.Root>
      }
    />
  );
}

export function RatingChart({ analytics }: { analytics: Analytics }) {
  const t = useT();
  const g = analytics.granularity;
  const chart = useChart({
    data: analytics.ratings.map((r) => ({
      period: periodLabel(r.periodStart, g),
      rating: r.averageRating === null ? null : Math.round(r.averageRating * 10) / 10,
    })),
    series: [
      { name: 'rating', color: 'yellow.solid', label: t('educator.analytics.averageRating') },
    ],
  });
  return (
    <ChartSection
      title={t('educator.analytics.ratingTitle')}
      summary={analytics.ratings
        .map((r) => `${periodLabel(r.periodStart, g)}: ${averageRating(r.averageRating)}`)
        .join(', ')}
      empty={analytics.ratings.length === 0 ? t('educator.analytics.noRatings') : undefined}
      rows={analytics.ratings}
      rowKey={(r) => r.periodStart}
      columns={[
        {
          header: t('educator.analytics.periodColumn'),
          cell: (r) => periodLabel(r.periodStart, g),
        },
        {
          header: t('educator.analytics.ratings'),
          cell: (r) => formatCount(r.ratings),
          numeric: true,
        },
        {
          header: t('educator.analytics.average'),
          cell: (r) => averageRating(r.averageRating),
          numeric: true,
        },
      ]}
      chart={
        <Chart.Root maxH="xs" chart={chart}>
          <LineChart responsive data={chart.data}>
            <CartesianGrid stroke={String(chart.color('border.muted'))} vertical={false} />
            <XAxis
              dataKey={chart.key('period')}
              tickLine={false}
              axisLine={false}
              height={X_AXIS_HEIGHT}
              label={xTitle(t(PERIOD_AXIS[g]))}
            />
            <YAxis
              domain={[0, 5]}
              width={48}
              tickLine={false}
              axisLine={false}
              label={yTitle(t('educator.analytics.ratingAxis'))}
            />
            <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
            <Line
              isAnimationActive={false}
              dataKey={chart.key('rating')}
              stroke={String(chart.color('yellow.solid'))}
              strokeWidth={2}
            />
          </LineChart>
        </Chart.Root>
      }
    />
  );
}
