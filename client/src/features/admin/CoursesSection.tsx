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
import { formatCount, formatMoney } from '../../lib/format';
import { useCurrency } from '../../lib/useCurrency';
import { ErrorView } from '../educator/StatusViews';
import { Pager } from './Pager';
import { liftRequest } from './HoldNotice';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { SearchBox } from './SearchBox';
import { TableScroll } from '../../components/TableScroll';
import { useT } from './i18n';

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
  const t = useT();
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
      title: t(publish ? 'admin.courses.republishTitle' : 'admin.courses.unpublishTitle', {
        title: course.title,
      }),
      description: t(
        publish
          ? 'admin.courses.republishDescription'
          : theirs
            ? 'admin.courses.unpublishDescriptionHeld'
            : 'admin.courses.unpublishDescription',
      ),
      confirmLabel: t(publish ? 'admin.courses.republish' : 'admin.courses.unpublish'),
      reasonRequired: true,
      danger: !publish,
      onConfirm: async (reason) => {
        await setPublished({ variables: { courseId: course.id, published: publish, reason } });
        showToast(
          'success',
          t(publish ? 'admin.courses.published' : 'admin.courses.unpublished', {
            title: course.title,
          }),
        );
      },
    });
  }

  function askLift(course: { title: string }, hold: AdminHoldFieldsFragment) {
    setRequest(
      liftRequest(
        t('admin.courses.liftTitle', { title: course.title }),
        t('admin.courses.liftAllows'),
        async (reason) => {
          await liftHold({ variables: { holdId: hold.id, reason: reason || null } });
          await refetch();
          showToast('success', t('admin.courses.lifted', { title: course.title }));
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
        label={t('admin.courses.searchLabel')}
        placeholder={t('admin.courses.searchPlaceholder')}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.courses.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.courses.loading')}</Text>}
      {list && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('admin.courses.count', {
              count: list.totalCount,
              n: formatCount(list.totalCount),
            })}
          </Text>
          {wide ? (
            <TableScroll label={t('admin.courses.list')} borderWidth="1px" rounded="lg">
              <Table.Root size="sm" aria-label={t('admin.courses.list')}>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>{t('admin.courses.colCourse')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin.courses.colState')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t('admin.courses.colEnrolments')}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t('admin.courses.colNetSales')}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>{t('admin.courses.colAction')}</Text>
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
            <Stack as="ul" gap="3" listStyle="none" aria-label={t('admin.courses.list')}>
              {list.nodes.map((course) => (
                <CourseCard key={course.id} {...rowProps(course)} />
              ))}
            </Stack>
          )}
          <Pager
            label={t('admin.courses.pages')}
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
      <Table.Cell textAlign="end">{formatCount(course.enrollmentCount)}</Table.Cell>
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
  const t = useT();
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <Stack gap="1" overflowWrap="anywhere">
          <CourseName course={course} />
          <CourseState course={course} />
        </Stack>
        <Text fontSize="sm">
          {t('admin.courses.cardFigures', {
            count: course.enrollmentCount,
            n: formatCount(course.enrollmentCount),
            amount: formatMoney(course.netSales, currency),
          })}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <CourseActions course={course} {...actions} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function CourseName({ course }: { course: AdminCourseRow }) {
  const t = useT();
  return (
    <>
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={`/course/${course.id}`}>{course.title}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {t('admin.courses.by', { name: course.educatorName })}
      </Text>
    </>
  );
}

function CourseState({ course }: { course: AdminCourseRow }) {
  const t = useT();
  return (
    <>
      <Badge
        colorPalette={course.archived ? 'gray' : course.published ? 'green' : 'orange'}
        alignSelf="flex-start"
      >
        {t(
          course.archived
            ? 'admin.courses.stateArchived'
            : course.published
              ? 'admin.courses.statePublished'
              : 'admin.courses.stateDraft',
        )}
      </Badge>
      {course.publishHold && (
        <Stack gap="0.5" mt="1" maxW="60">
          <Badge colorPalette="red" alignSelf="flex-start">
            {t('admin.courses.held')}
          </Badge>
          <Text fontSize="xs" overflowWrap="anywhere">
            {course.publishHold.reason}
          </Text>
          {course.publishHold.heldByEmail && (
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {t('admin.courses.heldBy', { email: course.publishHold.heldByEmail })}
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}

function CourseActions({ course, meId, onPublish, onLift }: Omit<RowProps, 'currency'>) {
  const t = useT();
  return (
    <>
      {!course.archived && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onPublish(course)}
          aria-label={t(
            course.published ? 'admin.courses.unpublishNamed' : 'admin.courses.republishNamed',
            { title: course.title },
          )}
        >
          {t(course.published ? 'admin.courses.unpublish' : 'admin.courses.republish')}
        </Button>
      )}
      {course.publishHold && course.educatorId !== meId && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onLift(course, course.publishHold!)}
          aria-label={t('admin.courses.liftNamed', { title: course.title })}
        >
          {t('admin.hold.lift')}
        </Button>
      )}
    </>
  );
}
