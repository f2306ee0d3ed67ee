import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import {
  AnalyticsFilters,
  type AnalyticsFilterState,
} from '../../features/educator/analytics/AnalyticsFilters';
import {
  customRange,
  rangeOf,
  rangeProblemText,
} from '../../features/educator/analytics/analyticsRange';
import { AnalyticsView } from '../../features/educator/analytics/AnalyticsView';
import { CsvDownloads } from '../../features/educator/analytics/CsvDownloads';
import { ReferralLink } from '../../features/educator/analytics/ReferralLink';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import {
  useAnalyticsCoursesQuery,
  useEducatorAnalyticsQuery,
} from '../../features/educator/analytics/analytics.generated';
import { errorMessage } from '../../lib/errorMessage';
import { useCurrency } from '../../lib/useCurrency';
import { usePageTitle } from '../../lib/usePageTitle';

const NO_RANGE = { from: '', to: '' };

/** /educator/analytics: sales, funnel, drop-off, ratings and sources (an admin's: the whole site). */
export default function AnalyticsPage() {
  const t = useT();
  usePageTitle(t('educator.analytics.title'));
  const currency = useCurrency();
  const [filters, setFilters] = useState<AnalyticsFilterState>({
    period: 30,
    fromDay: '',
    toDay: '',
    granularity: 'DAY',
    courseId: '',
  });
  const { period, fromDay, toDay } = filters;
  const { range, problem } = useMemo(
    () =>
      period === 'custom' ? customRange(fromDay, toDay) : { range: rangeOf(period), problem: null },
    [period, fromDay, toDay],
  );
  const courseId = filters.courseId || null;
  const courses = useAnalyticsCoursesQuery({ fetchPolicy: 'cache-and-network' });
  const { data, previousData, error, refetch, loading } = useEducatorAnalyticsQuery({
    variables: { ...(range ?? NO_RANGE), courseId, granularity: filters.granularity },
    fetchPolicy: 'cache-and-network',
    // A range the server would refuse is not asked for: its error shows on the end date.
    skip: !range,
  });
  const shown = data ?? previousData;
  return (
    <EducatorPage title={t('educator.analytics.title')} intro={t('educator.analytics.intro')}>
      <Stack gap="6">
        <AnalyticsFilters
          state={filters}
          courses={courses.data?.educatorCourses ?? []}
          rangeProblem={problem && rangeProblemText(problem)}
          onChange={setFilters}
        />
        <CsvDownloads range={range} courseId={courseId} />
        {shown && <ReferralLink code={shown.educatorAnalytics.referralCode} courseId={courseId} />}
        {!range ? null : error && !loading ? (
          <ErrorView
            message={errorMessage(error, t('educator.analytics.loadError'))}
            onRetry={() => void refetch()}
          />
        ) : shown ? (
          <Stack aria-busy={loading} opacity={loading ? 0.7 : 1}>
            <AnalyticsView analytics={shown.educatorAnalytics} currency={currency} />
          </Stack>
        ) : (
          <PageSpinner label={t('educator.analytics.loading')} />
        )}
      </Stack>
    </EducatorPage>
  );
}
