import {
  Badge,
  Button,
  Card,
  HStack,
  Link,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import {
  useAdminCoursesQuery,
  useAdminSetCoursePublishedMutation,
  useLiftHoldMutation,
  type AdminCoursesQuery,
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

type AdminCourseRow = AdminCoursesQuery['adminCourses']['nodes'][number];

interface RowProps {
  course: AdminCourseRow;
  currency: string;
  /** The signed-in admin's id: a hold on their own course is not theirs to lift. */
  meId: string | undefined;
  onPublish: (course: AdminCourseRow) => void;
  onLift: (course: AdminCourseRow, hold: AdminHoldFieldsFragment) => void;
}

/**
 * Every course, drafts included; unpublish or republish any of them. Unpublishing someone else's
 * course holds it: its owner cannot publish it again until an admin lifts the hold (shown here).
 * A table from md up; on phones a card per course, its actions in reach without scrolling sideways.
 */
export function CoursesSection() {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
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

  const rowProps = (course: AdminCourseRow): RowProps => ({
    course,
    currency,
    meId: me?.id,
    onPublish: ask,
    onLift: askLift,
  });

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
          {wide ? (
            <TableScroll label="Courses" borderWidth="1px" rounded="lg">
              <Table.Root size="sm" aria-label="Courses">
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>Course</Table.ColumnHeader>
                    <Table.ColumnHeader>State</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Enrolments</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Net sales</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>Action</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.nodes.map((course) => (
                    <CourseRow key={course.id} {...rowProps(course)} />
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          ) : (
            <Stack as="ul" gap="3" listStyle="none" aria-label="Courses">
              {list.nodes.map((course) => (
                <CourseCard key={course.id} {...rowProps(course)} />
              ))}
            </Stack>
          )}
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

function CourseRow({ course, currency, ...actions }: RowProps) {
  return (
    <Table.Row>
      <Table.Cell minW="48" overflowWrap="anywhere">
        <CourseName course={course} />
      </Table.Cell>
      <Table.Cell>
        <CourseState course={course} />
      </Table.Cell>
      <Table.Cell textAlign="end">{course.enrollmentCount}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatMoney(course.netSales, currency)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Stack gap="1" align="flex-end">
          <CourseActions course={course} {...actions} />
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

function CourseCard({ course, currency, ...actions }: RowProps) {
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <Stack gap="1" overflowWrap="anywhere">
          <CourseName course={course} />
          <CourseState course={course} />
        </Stack>
        <Text fontSize="sm">
          {course.enrollmentCount === 1 ? '1 enrolment' : `${course.enrollmentCount} enrolments`}
          {' · '}
          Net sales {formatMoney(course.netSales, currency)}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <CourseActions course={course} {...actions} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function CourseName({ course }: { course: AdminCourseRow }) {
  return (
    <>
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={`/course/${course.id}`}>{course.title}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        by {course.educatorName}
      </Text>
    </>
  );
}

function CourseState({ course }: { course: AdminCourseRow }) {
  return (
    <>
      <Badge
        colorPalette={course.archived ? 'gray' : course.published ? 'green' : 'orange'}
        alignSelf="flex-start"
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
    </>
  );
}

function CourseActions({ course, meId, onPublish, onLift }: Omit<RowProps, 'currency'>) {
  return (
    <>
      {!course.archived && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onPublish(course)}
          aria-label={`${course.published ? 'Unpublish' : 'Republish'} ${course.title}`}
        >
          {course.published ? 'Unpublish' : 'Republish'}
        </Button>
      )}
      {course.publishHold && course.educatorId !== meId && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onLift(course, course.publishHold!)}
          aria-label={`Lift hold on ${course.title}`}
        >
          Lift hold
        </Button>
      )}
    </>
  );
}
