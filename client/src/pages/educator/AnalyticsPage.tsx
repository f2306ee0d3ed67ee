import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import {
  AnalyticsFilters,
  type AnalyticsFilterState,
} from '../../features/educator/analytics/AnalyticsFilters';
import { rangeOf } from '../../features/educator/analytics/analyticsRange';
import { AnalyticsView } from '../../features/educator/analytics/AnalyticsView';
import { CsvDownloads } from '../../features/educator/analytics/CsvDownloads';
import { ReferralLink } from '../../features/educator/analytics/ReferralLink';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
import { useAnalyticsCoursesQuery, useEducatorAnalyticsQuery } from '../../generated/analytics';
import { errorMessage } from '../../lib/errorMessage';
import { useCurrency } from '../../lib/useCurrency';
import { usePageTitle } from '../../lib/usePageTitle';

/** /educator/analytics: sales, funnel, drop-off, ratings and sources (an admin's: the whole site). */
export default function AnalyticsPage() {
  usePageTitle('Analytics');
  const currency = useCurrency();
  const [filters, setFilters] = useState<AnalyticsFilterState>({
    days: 30,
    granularity: 'DAY',
    courseId: '',
  });
  const range = useMemo(() => rangeOf(filters.days), [filters.days]);
  const courseId = filters.courseId || null;
  const courses = useAnalyticsCoursesQuery({ fetchPolicy: 'cache-and-network' });
  const { data, previousData, error, refetch, loading } = useEducatorAnalyticsQuery({
    variables: { ...range, courseId, granularity: filters.granularity },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return (
    <EducatorPage
      title="Analytics"
      intro="Where buyers come from, what they buy and where learners stop. Days are in UTC."
    >
      <Stack gap="6">
        <AnalyticsFilters
          state={filters}
          courses={courses.data?.educatorCourses ?? []}
          onChange={setFilters}
        />
        <CsvDownloads from={range.from} to={range.to} courseId={courseId} />
        {shown && <ReferralLink code={shown.educatorAnalytics.referralCode} courseId={courseId} />}
        {error && !loading ? (
          <ErrorView
            message={errorMessage(error, 'Analytics could not be loaded')}
            onRetry={() => void refetch()}
          />
        ) : shown ? (
          <Stack aria-busy={loading} opacity={loading ? 0.7 : 1}>
            <AnalyticsView analytics={shown.educatorAnalytics} currency={currency} />
          </Stack>
        ) : (
          <PageSpinner label="Loading analytics" />
        )}
      </Stack>
    </EducatorPage>
  );
}
