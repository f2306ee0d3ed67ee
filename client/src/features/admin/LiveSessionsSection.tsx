import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fromPaise } from '../../../../shared/money';
import { errorMessage } from '../../lib/errorMessage';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCurrency } from '../../lib/useCurrency';
import { ErrorView } from '../educator/StatusViews';
import {
  useAdminLiveSessionsQuery,
  type AdminLiveSessionsQuery,
} from './adminLiveSessions.generated';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useT } from './i18n';

type Row = AdminLiveSessionsQuery['adminLiveSessions']['nodes'][number];

/** Every live session: next meeting first, its seats, waitlist, paid seats and refunds. */
export function LiveSessionsSection() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminLiveSessionsQuery({
    variables: { search: search || null, page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminLiveSessions;
  return (
    <Stack gap="4">
      <SearchBox
        label={t('admin.live.searchLabel')}
        placeholder={t('admin.live.searchPlaceholder')}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.live.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.live.loading')}</Text>}
      {list && list.nodes.length === 0 && <Text color="fg.muted">{t('admin.live.none')}</Text>}
      {list && list.nodes.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label={t('admin.live.list')}>
          {list.nodes.map((row) => (
            <LiveSessionCard key={row.id} row={row} />
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label={t('admin.live.pages')}
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}

function LiveSessionCard({ row }: { row: Row }) {
  const t = useT();
  const currency = useCurrency();
  const money = (paise: number) => formatMoney(fromPaise(paise), currency);
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Link asChild fontWeight="semibold" overflowWrap="anywhere" colorPalette="brand">
            <RouterLink to={`/live/${row.id}`}>{row.title}</RouterLink>
          </Link>
          {row.status === 'CANCELLED' && (
            <Badge colorPalette="red">{t('admin.live.cancelled')}</Badge>
          )}
          <Badge colorPalette={row.access === 'SEAT' ? 'purple' : 'gray'}>
            {row.access === 'SEAT'
              ? t('admin.live.seatPrice', { price: money(row.pricePaise) })
              : t('admin.live.included')}
          </Badge>
        </HStack>
        <Text fontSize="sm" overflowWrap="anywhere">
          {t('admin.live.course', { title: row.courseTitle })}
        </Text>
        <Text fontSize="sm" overflowWrap="anywhere">
          {t('admin.live.host', { name: row.hostName, email: row.hostEmail })}
        </Text>
        <Text fontSize="sm">
          {row.nextStartsAt
            ? t('admin.live.next', { date: formatDateTime(row.nextStartsAt) })
            : t('admin.live.noneLeft')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.live.meetings', {
            count: row.meetings,
            left: row.meetingsLeft,
            recordings: row.recordings,
          })}
        </Text>
        <Text fontSize="sm" data-testid="admin-live-seats">
          {t('admin.live.seats', {
            taken: row.seatsTaken,
            capacity: row.capacity,
            waiting: row.waitlistCount,
          })}
        </Text>
        {row.access === 'SEAT' && (
          <Text fontSize="sm" data-testid="admin-live-money">
            {t('admin.live.money', {
              paid: row.paidSeats,
              paidAmount: money(row.paidPaise),
              refunds: row.refundCount,
              refundedAmount: money(row.refundedPaise),
            })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
