import { Alert, Button, Center, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import type { ReactNode } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useCoursesQuery, type CoursesQueryVariables } from '../../generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useKeepScroll } from '../../lib/useKeepScroll';
import { CourseGridSkeleton } from './CourseCardSkeleton';
import { CourseGrid, COURSE_GRID_COLUMNS } from './CourseGrid';

export { COURSE_PAGE_SIZE } from './courseListVariables';

/**
 * The courses `variables` ask for (courseListVariables: search text, filters, sort), with the
 * total, `Load more`, and placeholder cards while they load. `empty` is shown when nothing
 * matches, `errorAction` below the message when they cannot be loaded. Back and Forward return to
 * where the list was scrolled (useKeepScroll).
 */
export function CourseResults({
  variables,
  empty,
  errorAction,
  columns = COURSE_GRID_COLUMNS,
}: {
  variables: CoursesQueryVariables;
  empty: ReactNode;
  errorAction?: ReactNode;
  columns?: Record<string, number>;
}) {
  const { data, error, networkStatus, fetchMore } = useCoursesQuery({
    variables,
    notifyOnNetworkStatusChange: true,
  });
  useKeepScroll(!!data);

  if (!data) {
    if (error)
      return (
        <Stack gap="4" align="start">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error, 'Could not load courses')}</Alert.Title>
          </Alert.Root>
          {errorAction}
        </Stack>
      );
    return <CourseGridSkeleton columns={columns} />;
  }

  const { nodes, pageInfo, totalCount } = data.courses;
  if (nodes.length === 0) return <>{empty}</>;

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  async function loadMore() {
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } catch (loadError) {
      showToast('error', errorMessage(loadError, 'Could not load more courses'));
    }
  }

  return (
    <Stack gap="6">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {nodes.length} of {totalCount} {totalCount === 1 ? 'course' : 'courses'}
      </Text>
      <CourseGrid courses={nodes} columns={columns} />
      {pageInfo.hasNextPage && (
        <Center>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={loadingMore}
            loadingText="Loading..."
            onClick={() => void loadMore()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** What the course list says when nothing matches: the search text, or the filters. */
export function noCoursesMessage(search: string, filtered: boolean): string {
  if (search) return `No courses found for "${search}"`;
  return filtered ? 'No courses match these filters' : 'No courses published yet';
}
