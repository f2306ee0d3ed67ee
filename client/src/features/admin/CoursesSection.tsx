import { Badge, Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import {
  useAdminCoursesQuery,
  useAdminSetCoursePublishedMutation,
  useLiftHoldMutation,
  type AdminHoldFieldsFragment,
} from './admin.generated';
import { useAuth } from '../auth/authContext';
import { errorMessage } from '../../lib/errorMessage';
import { formatMoney } from '../../lib/format';
import { useCurrency } from '../../lib/useCurrency';
import { ErrorView } from '../educator/StatusViews';
import { Pager } from './Pager';
import { liftRequest } from './HoldNotice';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { SearchBox } from './SearchBox';
import { TableScroll } from '../../components/TableScroll';

/**
 * Every course, drafts included; unpublish or republish any of them. Unpublishing someone else's
 * course holds it: its owner cannot publish it again until an admin lifts the hold (shown here).
 */
export function CoursesSection() {
  const { user: me } = useAuth();
  const currency = useCurrency();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminCoursesQuery({
    variables: { search: search || null, page },
    fetchPolicy: 'cache-and-network',
  });
  const [setPublished] = useAdminSetCoursePublishedMutation();
  const [liftHold] = useLiftHoldMutation();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const list = data?.adminCourses;

  function ask(course: { id: string; title: string; published: boolean; educatorId: string }) {
    const publish = !course.published;
    const theirs = course.educatorId !== me?.id;
    setRequest({
      title: publish ? `Republish “${course.title}”?` : `Unpublish “${course.title}”?`,
      description: publish
        ? 'It returns to the catalog and can be bought again.'
        : `It leaves the catalog and can no longer be bought; learners already enrolled keep learning it.${theirs ? ' It is held: its owner cannot publish it again, and is shown your reason, until an admin lifts the hold.' : ''}`,
      confirmLabel: publish ? 'Republish' : 'Unpublish',
      reasonRequired: true,
      danger: !publish,
      onConfirm: async (reason) => {
        await setPublished({ variables: { courseId: course.id, published: publish, reason } });
        showToast(
          'success',
          publish ? `${course.title} is published` : `${course.title} is unpublished`,
        );
      },
    });
  }

  function askLift(course: { title: string }, hold: AdminHoldFieldsFragment) {
    setRequest(
      liftRequest(
        `“${course.title}”`,
        'Its owner may publish it again themselves; it stays unpublished until they do.',
        async (reason) => {
          await liftHold({ variables: { holdId: hold.id, reason: reason || null } });
          await refetch();
          showToast('success', `${course.title} may be published again by its owner`);
        },
      ),
    );
  }

  return (
    <Stack gap="4">
      <SearchBox
        label="Search courses"
        placeholder="Title or educator"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {error && !list && (
        <ErrorView
          message={errorMessage(error, 'Courses could not be loaded')}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">Loading courses…</Text>}
      {list && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {list.totalCount === 1 ? '1 course' : `${list.totalCount} courses`}
          </Text>
          <TableScroll label="Courses" borderWidth="1px" rounded="lg">
            <Table.Root size="sm" aria-label="Courses">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Course</Table.ColumnHeader>
                  <Table.ColumnHeader>State</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Enrolments</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>Action</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.nodes.map((course) => (
                  <Table.Row key={course.id}>
                    <Table.Cell minW="48" overflowWrap="anywhere">
                      <Link asChild colorPalette="brand" fontWeight="medium">
                        <RouterLink to={`/course/${course.id}`}>{course.title}</RouterLink>
                      </Link>
                      <Text fontSize="xs" color="fg.muted">
                        by {course.educatorName}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge
                        colorPalette={
                          course.archived ? 'gray' : course.published ? 'green' : 'orange'
                        }
                      >
                        {course.archived ? 'Archived' : course.published ? 'Published' : 'Draft'}
                      </Badge>
                      {course.publishHold && (
                        <Stack gap="0.5" mt="1" maxW="60">
                          <Badge colorPalette="red" alignSelf="flex-start">
                            Held
                          </Badge>
                          <Text fontSize="xs" overflowWrap="anywhere">
                            {course.publishHold.reason}
                          </Text>
                          {course.publishHold.heldByEmail && (
                            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                              by {course.publishHold.heldByEmail}
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{course.enrollmentCount}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatMoney(course.revenue, currency)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Stack gap="1" align="flex-end">
                        {!course.archived && (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => ask(course)}
                            aria-label={`${course.published ? 'Unpublish' : 'Republish'} ${course.title}`}
                          >
                            {course.published ? 'Unpublish' : 'Republish'}
                          </Button>
                        )}
                        {course.publishHold && course.educatorId !== me?.id && (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => askLift(course, course.publishHold!)}
                            aria-label={`Lift hold on ${course.title}`}
                          >
                            Lift hold
                          </Button>
                        )}
                      </Stack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Pager
            label="Courses"
            page={list.page}
            pageSize={list.pageSize}
            totalCount={list.totalCount}
            onPage={setPage}
          />
        </>
      )}
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </Stack>
  );
}
