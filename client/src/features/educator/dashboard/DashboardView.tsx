import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuBookOpen, LuReceipt, LuUndo2, LuUsers, LuWallet } from 'react-icons/lu';
import type { EducatorDashboardQuery } from '../educator.generated';
import { formatCount, formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/useCurrency';
import { EnrolledStudentsTable } from '../EnrolledStudentsTable';
import { EmptyView } from '../StatusViews';
import { useT } from '../i18n';
import { StatCard } from './StatCard';

type Dashboard = EducatorDashboardQuery['educatorDashboard'];

/**
 * The totals and the 'Latest Enrolments' table (newest first). Earnings are the spec's figure
 * (whole rupees); net sales and refunds are exact to the paisa.
 */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const currency = useCurrency();
  const t = useT();
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <StatCard
          label={t('educator.dashboard.totalEnrolments')}
          value={formatCount(dashboard.totalEnrollments)}
          icon={LuUsers}
        />
        <StatCard
          label={t('educator.dashboard.totalCourses')}
          value={formatCount(dashboard.totalCourses)}
          icon={LuBookOpen}
        />
        <StatCard
          label={t('educator.dashboard.totalEarnings')}
          value={formatMoney(dashboard.totalEarnings, currency)}
          hint={t('educator.figures.earningsHint')}
          icon={LuWallet}
        />
        <StatCard
          label={t('educator.figures.netSales')}
          value={formatMoney(dashboard.netSales, currency)}
          hint={t('educator.dashboard.grossHint', {
            amount: formatMoney(dashboard.grossSales, currency),
          })}
          icon={LuReceipt}
        />
        <StatCard
          label={t('educator.figures.refunds')}
          value={`${formatCount(dashboard.totalRefunds)} · ${formatMoney(dashboard.refundedAmount, currency)}`}
          icon={LuUndo2}
        />
      </SimpleGrid>
      <Stack as="section" gap="3" aria-labelledby="latest-enrollments">
        <Heading as="h2" size="lg" id="latest-enrollments">
          {t('educator.dashboard.latest')}
        </Heading>
        {dashboard.enrolledStudentsData.length === 0 ? (
          <EmptyView
            title={t('educator.dashboard.emptyTitle')}
            description={t('educator.dashboard.emptyText')}
          />
        ) : (
          <EnrolledStudentsTable
            label={t('educator.dashboard.latest')}
            rows={dashboard.enrolledStudentsData}
          />
        )}
      </Stack>
    </Stack>
  );
}
