import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  LuEye,
  LuHandCoins,
  LuSignal,
  LuGraduationCap,
  LuStar,
  LuUndo2,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import type { EducatorAnalyticsQuery } from './analytics.generated';
import { formatCount, formatMoney } from '../../../lib/format';
import { StatCard } from '../dashboard/StatCard';
import { DropOffChart, FunnelChart, RatingChart, SalesChart } from './AnalyticsCharts';
import { percent } from './analyticsRange';
import { CouponsTable } from './CouponsTable';
import { SourcesTable } from './SourcesTable';

type Analytics = EducatorAnalyticsQuery['educatorAnalytics'];

/** Headline figures, then each chart with its table, top sources and coupons. */
export function AnalyticsView({ analytics, currency }: { analytics: Analytics; currency: string }) {
  const t = analytics.totals;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label="Net sales"
          value={formatMoney(t.revenue, currency)}
          hint="Paid in the period, less refunds since"
          icon={LuWallet}
        />
        <StatCard label="Enrolments" value={formatCount(t.enrolments)} icon={LuUsers} />
        <StatCard label="Page views" value={formatCount(t.views)} icon={LuEye} />
        <StatCard label="Views to purchase" value={percent(t.conversionRate)} icon={LuHandCoins} />
        <StatCard
          label="Refunds"
          value={`${t.refunds} · ${formatMoney(t.refundedAmount, currency)}`}
          icon={LuUndo2}
        />
        <StatCard
          label="Completion rate"
          value={percent(t.completionRate)}
          icon={LuGraduationCap}
        />
        <StatCard label="Average progress" value={percent(t.averageProgress)} icon={LuSignal} />
        <StatCard
          label="Average rating"
          value={t.averageRating === null ? '–' : t.averageRating.toFixed(1)}
          icon={LuStar}
        />
      </SimpleGrid>
      <SalesChart analytics={analytics} currency={currency} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <FunnelChart analytics={analytics} />
        <DropOffChart analytics={analytics} />
        <RatingChart analytics={analytics} />
        <SourcesTable sources={analytics.sources} currency={currency} />
      </SimpleGrid>
      <CouponsTable coupons={analytics.coupons} currency={currency} />
    </Stack>
  );
}
