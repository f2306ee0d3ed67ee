import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuBookOpen, LuReceipt, LuUndo2, LuUsers, LuWallet } from 'react-icons/lu';
import type { EducatorDashboardQuery } from '../educator.generated';
import { formatMoney } from '../../../lib/format';
import { useCurrency } from '../../../lib/useCurrency';
import { EnrolledStudentsTable } from '../EnrolledStudentsTable';
import { EmptyView } from '../StatusViews';
import { EARNINGS_HINT } from '../salesFigures';
import { StatCard } from './StatCard';

type Dashboard = EducatorDashboardQuery['educatorDashboard'];

/**
 * The totals and the 'Latest Enrolments' table (newest first). Earnings are the spec's figure
 * (whole rupees); net sales and refunds are exact to the paisa.
 */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const currency = useCurrency();
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <StatCard
          label="Total Enrolments"
          value={String(dashboard.totalEnrollments)}
          icon={LuUsers}
        />
        <StatCard label="Total Courses" value={String(dashboard.totalCourses)} icon={LuBookOpen} />
        <StatCard
          label="Total Earnings"
          value={formatMoney(dashboard.totalEarnings, currency)}
          hint={EARNINGS_HINT}
          icon={LuWallet}
        />
        <StatCard
          label="Net sales"
          value={formatMoney(dashboard.netSales, currency)}
          hint={`Gross sales ${formatMoney(dashboard.grossSales, currency)} less refunds`}
          icon={LuReceipt}
        />
        <StatCard
          label="Refunds"
          value={`${dashboard.totalRefunds} · ${formatMoney(dashboard.refundedAmount, currency)}`}
          icon={LuUndo2}
        />
      </SimpleGrid>
      <Stack as="section" gap="3" aria-labelledby="latest-enrollments">
        <Heading as="h2" size="lg" id="latest-enrollments">
          Latest Enrolments
        </Heading>
        {dashboard.enrolledStudentsData.length === 0 ? (
          <EmptyView
            title="No enrolments yet"
            description="Students who enrol in your courses will appear here."
          />
        ) : (
          <EnrolledStudentsTable label="Latest Enrolments" rows={dashboard.enrolledStudentsData} />
        )}
      </Stack>
    </Stack>
  );
}
