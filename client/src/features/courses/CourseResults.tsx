import { Alert, Button, Center, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { useCoursesQuery } from '../../generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { CourseGrid } from './CourseGrid';
import { courseListVariables } from './courseListVariables';

export { COURSE_PAGE_SIZE } from './courseListVariables';

/** The published courses matching `search` (the server matches titles), with `Load more`. */
export function CourseResults({ search }: { search: string }) {
  const { data, error, networkStatus, fetchMore } = useCoursesQuery({
    variables: courseListVariables(search),
    notifyOnNetworkStatusChange: true,
  });

  if (!data) {
    if (error)
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, 'Could not load courses')}</Alert.Title>
        </Alert.Root>
      );
    return <PageSpinner label="Loading courses" />;
  }

  const { nodes, pageInfo, totalCount } = data.courses;
  if (nodes.length === 0)
    return (
      <Center py="16" textAlign="center">
        <Text fontSize="lg" color="fg.muted">
          {search ? `No courses found for "${search}"` : 'No courses published yet'}
        </Text>
      </Center>
    );

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
      <CourseGrid courses={nodes} />
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
