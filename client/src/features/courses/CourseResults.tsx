import { Alert, Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import type { ReactNode } from 'react';
import { showToast } from '../../components/ui/toaster';
import type { CoursesQueryResult } from './courses.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatCount } from '../../lib/format';
import { useKeepScroll } from '../../lib/useKeepScroll';
import { CourseGridSkeleton } from './CourseCardSkeleton';
import { CourseGrid, COURSE_GRID_COLUMNS } from './CourseGrid';
import { t as translate, useT } from './i18n';

/**
 * The courses of a course list answer (`result`, from useCoursesQuery with courseListVariables),
 * with the total, `Load more`, and placeholder cards until the first answer. While another list
 * loads (a filter changed) the last one stays, marked busy. `empty` is shown when nothing
 * matches, `errorAction` below the message when they cannot be loaded. Back and Forward return to
 * where the list was scrolled (useKeepScroll).
 */
export function CourseResults({
  result,
  empty,
  errorAction,
  columns = COURSE_GRID_COLUMNS,
}: {
  result: Pick<
    CoursesQueryResult,
    'data' | 'previousData' | 'error' | 'networkStatus' | 'fetchMore'
  >;
  empty: ReactNode;
  errorAction?: ReactNode;
  columns?: Record<string, number>;
}) {
  const t = useT();
  const { data, previousData, error, networkStatus, fetchMore } = result;
  useKeepScroll(!!data);

  if (!data && error)
    return (
      <Stack gap="4" align="start">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, t('courses.results.error'))}</Alert.Title>
        </Alert.Root>
        {errorAction}
      </Stack>
    );

  const shown = data ?? previousData;
  // Still loading: the previous list, if it had courses, else placeholders.
  const busy = !data;
  if (!shown || (busy && shown.courses.nodes.length === 0))
    return <CourseGridSkeleton columns={columns} />;

  const { nodes, pageInfo, totalCount } = shown.courses;
  if (nodes.length === 0) return <>{empty}</>;

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  async function loadMore() {
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor, withFacets: false } });
    } catch (loadError) {
      showToast('error', errorMessage(loadError, t('courses.results.loadMoreError')));
    }
  }

  return (
    <Stack gap="6" aria-busy={busy}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('courses.results.showing', {
          shown: formatCount(nodes.length),
          count: totalCount,
          n: formatCount(totalCount),
        })}
      </Text>
      <Box opacity={busy ? 0.6 : 1} transition="opacity 0.2s">
        <CourseGrid courses={nodes} columns={columns} />
      </Box>
      {pageInfo.hasNextPage && (
        <Center>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={loadingMore}
            loadingText={t('courses.results.loading')}
            disabled={busy}
            onClick={() => void loadMore()}
          >
            {t('courses.results.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** What the course list says when nothing matches: the search text, or the filters. */
export function noCoursesMessage(search: string, filtered: boolean): string {
  if (search) return translate('courses.results.noneFor', { search });
  return translate(filtered ? 'courses.results.noneFiltered' : 'courses.results.noneYet');
}
