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
import { averageRating, percent } from './analyticsRange';
import { CouponsTable } from './CouponsTable';
import { SourcesTable } from './SourcesTable';
import { useT } from '../i18n';

type Analytics = EducatorAnalyticsQuery['educatorAnalytics'];

/** Headline figures, then each chart with its table, top sources and coupons. */
export function AnalyticsView({ analytics, currency }: { analytics: Analytics; currency: string }) {
  const t = useT();
  const totals = analytics.totals;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label={t('educator.figures.netSales')}
          value={formatMoney(totals.revenue, currency)}
          hint={t('educator.analytics.paidLessRefunds')}
          icon={LuWallet}
        />
        <StatCard
          label={t('educator.figures.enrolments')}
          value={formatCount(totals.enrolments)}
          icon={LuUsers}
        />
        <StatCard
          label={t('educator.analytics.pageViews')}
          value={formatCount(totals.views)}
          icon={LuEye}
        />
        <StatCard
          label={t('educator.analytics.viewsToPurchase')}
          value={percent(totals.conversionRate)}
          icon={LuHandCoins}
        />
        <StatCard
          label={t('educator.figures.refunds')}
          value={`${formatCount(totals.refunds)} · ${formatMoney(totals.refundedAmount, currency)}`}
          icon={LuUndo2}
        />
        <StatCard
          label={t('educator.analytics.completionRate')}
          value={percent(totals.completionRate)}
          icon={LuGraduationCap}
        />
        <StatCard
          label={t('educator.analytics.averageProgress')}
          value={percent(totals.averageProgress)}
          icon={LuSignal}
        />
        <StatCard
          label={t('educator.analytics.averageRating')}
          value={averageRating(totals.averageRating)}
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
