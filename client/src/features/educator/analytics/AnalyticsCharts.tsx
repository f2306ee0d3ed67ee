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
import { periodLabel, percent } from './analyticsRange';
import { ChartSection } from './ChartSection';

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
const PERIOD_AXIS = { DAY: 'Day (UTC)', WEEK: 'Week (UTC)', MONTH: 'Month (UTC)' } as const;

export function SalesChart({ analytics, currency }: { analytics: Analytics; currency: string }) {
  const g = analytics.granularity;
  const chart = useChart({
    data: analytics.sales.map((p) => ({
      period: periodLabel(p.periodStart, g),
      revenue: p.revenue,
      enrolments: p.enrolments,
    })),
    series: [
      { name: 'revenue', color: 'teal.solid', label: 'Net sales' },
      { name: 'enrolments', color: 'orange.solid', label: 'Enrolments' },
    ],
  });
  const { revenue, enrolments } = analytics.totals;
  return (
    <ChartSection
      title="Net sales and enrolments"
      summary={`${formatMoney(revenue, currency)} net sales and ${formatCount(enrolments)} enrolments over ${analytics.sales.length} periods`}
      rows={analytics.sales}
      rowKey={(p) => p.periodStart}
      columns={[
        { header: 'Period', cell: (p) => periodLabel(p.periodStart, g) },
        { header: 'Net sales', cell: (p) => formatMoney(p.revenue, currency), numeric: true },
        { header: 'Enrolments', cell: (p) => formatCount(p.enrolments), numeric: true },
        {
          header: 'Refunds',
          cell: (p) => `${p.refunds} · ${formatMoney(p.refundedAmount, currency)}`,
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
              label={xTitle(PERIOD_AXIS[g])}
            />
            <YAxis
              yAxisId="money"
              tickLine={false}
              axisLine={false}
              width={76}
              tickFormatter={(value: number) => formatCount(value)}
              label={yTitle(`Net sales (${currencySymbol(currency)})`)}
            />
            <YAxis
              yAxisId="count"
              orientation="right"
              allowDecimals={false}
              width={48}
              label={yTitle('Enrolments (learners)', 'right')}
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
  const total = analytics.funnel[analytics.funnel.length - 1];
  const steps = [
    { step: 'Page views', count: total.views },
    { step: 'Preview plays', count: total.previewPlays },
    { step: 'Checkouts', count: total.checkoutsStarted },
    { step: 'Paid', count: total.paid },
  ];
  const chart = useChart({
    data: steps,
    series: [{ name: 'count', color: 'blue.solid', label: 'Visitors' }],
  });
  return (
    <ChartSection
      title="Funnel"
      summary={steps.map((s) => `${s.step} ${s.count}`).join(', ')}
      rows={analytics.funnel}
      rowKey={(r) => r.courseId ?? 'total'}
      columns={[
        { header: 'Course', cell: (r) => r.courseTitle },
        { header: 'Views', cell: (r) => formatCount(r.views), numeric: true },
        { header: 'Preview plays', cell: (r) => formatCount(r.previewPlays), numeric: true },
        { header: 'Checkouts', cell: (r) => formatCount(r.checkoutsStarted), numeric: true },
        { header: 'Paid', cell: (r) => formatCount(r.paid), numeric: true },
        { header: 'Conversion', cell: (r) => percent(r.conversionRate), numeric: true },
      ]}
      chart={
        <Chart.Root maxH="xs" chart={chart}>
          <BarChart responsive data={chart.data} layout="vertical">
            <XAxis
              type="number"
              allowDecimals={false}
              height={X_AXIS_HEIGHT}
              label={xTitle('Visitors (count)')}
            />
            <YAxis
              type="category"
              dataKey={chart.key('step')}
              width={120}
              tickLine={false}
              label={yTitle('Step')}
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
  const chart = useChart({
    data: analytics.dropOff.map((l) => ({
      lecture: `${l.position}`,
      reached: Math.round(l.share * 100),
    })),
    series: [{ name: 'reached', color: 'purple.solid', label: '% of learners' }],
  });
  return (
    <ChartSection
      title="Where learners stop"
      summary={analytics.dropOff
        .map((l) => `lecture ${l.position} reached by ${percent(l.share)}`)
        .join(', ')}
      empty={
        !analytics.courseId
          ? 'Choose a course to see how far its learners get.'
          : analytics.dropOff.length === 0
            ? 'This course has no lectures yet.'
            : undefined
      }
      rows={analytics.dropOff}
      rowKey={(l) => l.lectureId}
      columns={[
        { header: '#', cell: (l) => String(l.position), numeric: true },
        { header: 'Lecture', cell: (l) => l.lectureTitle },
        { header: 'Chapter', cell: (l) => l.chapterTitle },
        { header: 'Learners reached', cell: (l) => formatCount(l.learners), numeric: true },
        { header: 'Share', cell: (l) => percent(l.share), numeric: true },
      ]}
      chart={
        <Chart.Root maxH="xs" chart={chart}>
          <BarChart responsive data={chart.data}>
            <CartesianGrid stroke={String(chart.color('border.muted'))} vertical={false} />
            <XAxis
              dataKey={chart.key('lecture')}
              tickLine={false}
              height={X_AXIS_HEIGHT}
              label={xTitle('Lecture (position in the course)')}
            />
            <YAxis
              domain={[0, 100]}
              unit="%"
              width={64}
              tickLine={false}
              axisLine={false}
              label={yTitle('Learners reached (%)')}
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
  const g = analytics.granularity;
  const chart = useChart({
    data: analytics.ratings.map((r) => ({
      period: periodLabel(r.periodStart, g),
      rating: r.averageRating === null ? null : Math.round(r.averageRating * 10) / 10,
    })),
    series: [{ name: 'rating', color: 'yellow.solid', label: 'Average rating' }],
  });
  return (
    <ChartSection
      title="Rating trend"
      summary={analytics.ratings
        .map((r) => `${periodLabel(r.periodStart, g)}: ${r.averageRating?.toFixed(1)}`)
        .join(', ')}
      empty={analytics.ratings.length === 0 ? 'No ratings in this period.' : undefined}
      rows={analytics.ratings}
      rowKey={(r) => r.periodStart}
      columns={[
        { header: 'Period', cell: (r) => periodLabel(r.periodStart, g) },
        { header: 'Ratings', cell: (r) => formatCount(r.ratings), numeric: true },
        { header: 'Average', cell: (r) => r.averageRating?.toFixed(1) ?? '–', numeric: true },
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
              label={xTitle(PERIOD_AXIS[g])}
            />
            <YAxis
              domain={[0, 5]}
              width={48}
              tickLine={false}
              axisLine={false}
              label={yTitle('Average rating (stars)')}
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
