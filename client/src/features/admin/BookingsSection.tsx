import { Badge, Button, Card, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fromPaise } from '../../../../shared/money';
import { showToast } from '../../components/ui/toaster';
import type { BookingStatus } from '../../generated/types';
import { errorMessage } from '../../lib/errorMessage';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ErrorView } from '../educator/StatusViews';
import {
  useAdminBookingsQuery,
  useAdminCancelBookingMutation,
  type AdminBookingFieldsFragment,
} from './adminBookings.generated';
import { AUDIT_ACTIONS } from './AuditLogSection';
import { Pager } from './Pager';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { SearchBox } from './SearchBox';
import { useT, type AdminMessage } from './i18n';

const STATUSES: BookingStatus[] = ['HELD', 'CONFIRMED', 'CANCELLED', 'EXPIRED', 'COMPLETED'];
const STATUS_LABEL: Record<BookingStatus, AdminMessage> = {
  HELD: 'admin.bookings.status.HELD',
  CONFIRMED: 'admin.bookings.status.CONFIRMED',
  CANCELLED: 'admin.bookings.status.CANCELLED',
  EXPIRED: 'admin.bookings.status.EXPIRED',
  COMPLETED: 'admin.bookings.status.COMPLETED',
};
const STATUS_COLOR: Record<BookingStatus, string> = {
  HELD: 'orange',
  CONFIRMED: 'green',
  CANCELLED: 'red',
  EXPIRED: 'gray',
  COMPLETED: 'blue',
};

/** Whether the admin may still cancel it: held (unlapsed) or confirmed, not yet started. */
function cancellable({ booking }: AdminBookingFieldsFragment, now = Date.now()) {
  if (Date.parse(booking.startsAt) <= now) return false;
  if (booking.status === 'CONFIRMED') return true;
  return booking.status === 'HELD' && Date.parse(booking.holdExpiresAt ?? '') > now;
}

/**
 * What the booking's payment came to: "Paid ₹X" (what it took, after any coupon) and "Refunded"
 * once it came back; "Free" for a free session, or one a coupon made free.
 */
function PaymentBadges({ booking }: { booking: AdminBookingFieldsFragment['booking'] }) {
  const t = useT();
  const free = booking.paid ? booking.paidPaise === 0 : booking.pricePaise === 0;
  return (
    <>
      {free && <Badge colorPalette="gray">{t('admin.bookings.free')}</Badge>}
      {booking.paid && !free && (
        <Badge colorPalette="green">
          {t('admin.bookings.paid', {
            amount: formatMoney(fromPaise(booking.paidPaise ?? 0), booking.currency),
          })}
        </Badge>
      )}
      {booking.refunded && <Badge colorPalette="purple">{t('admin.bookings.refunded')}</Badge>}
    </>
  );
}

/** Every booking, latest start first: filter by status, search by person or session, cancel one. */
export function BookingsSection() {
  const t = useT();
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const { data, error, loading, refetch } = useAdminBookingsQuery({
    variables: { status: status || null, search: search || null, page },
    fetchPolicy: 'cache-and-network',
  });
  const [cancel] = useAdminCancelBookingMutation();
  const list = data?.adminBookings;

  function askCancel(row: AdminBookingFieldsFragment) {
    setRequest({
      title: t('admin.bookings.cancelTitle'),
      description: t('admin.bookings.cancelDescription', {
        title: row.booking.sessionType.title,
        mentor: row.booking.mentor.name,
        learner: row.booking.learner.name,
      }),
      confirmLabel: t('admin.bookings.cancel'),
      reasonRequired: true,
      danger: true,
      onConfirm: async (reason) => {
        await cancel({ variables: { id: row.id, reason } });
        showToast('success', t('admin.bookings.cancelled'));
        void refetch();
      },
    });
  }

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('admin.bookings.show')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as BookingStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('admin.bookings.statusAll')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABEL[s])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SearchBox
          label={t('admin.bookings.searchLabel')}
          placeholder={t('admin.bookings.searchPlaceholder')}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
      </HStack>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.bookings.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.bookings.loading')}</Text>}
      {list && list.nodes.length === 0 && <Text color="fg.muted">{t('admin.bookings.none')}</Text>}
      {list && list.nodes.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label={t('admin.bookings.list')}>
          {list.nodes.map((row) => (
            <BookingCard key={row.id} row={row} onCancel={() => askCancel(row)} />
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label={t('admin.bookings.pages')}
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          onPage={setPage}
        />
      )}
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </Stack>
  );
}

function BookingCard({ row, onCancel }: { row: AdminBookingFieldsFragment; onCancel: () => void }) {
  const t = useT();
  const { booking } = row;
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {booking.sessionType.title}
          </Text>
          <Badge colorPalette={STATUS_COLOR[booking.status]}>
            {t(STATUS_LABEL[booking.status])}
          </Badge>
          <PaymentBadges booking={booking} />
          {booking.pricePaise > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {formatMoney(fromPaise(booking.pricePaise), booking.currency)}
            </Text>
          )}
        </HStack>
        <Text fontSize="sm">{formatDateTime(booking.startsAt)}</Text>
        <Text fontSize="sm" overflowWrap="anywhere">
          {t('admin.bookings.mentor', { name: booking.mentor.name, email: row.mentorEmail })}
        </Text>
        <Text fontSize="sm" overflowWrap="anywhere">
          {t('admin.bookings.learner', { name: booking.learner.name, email: row.learnerEmail })}
        </Text>
        {booking.cancelledAt && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t(
              booking.cancelReason ? 'admin.bookings.cancelledByWhy' : 'admin.bookings.cancelledBy',
              {
                name: row.cancelledByName ?? t('admin.value.deletedUser'),
                date: formatDateTime(booking.cancelledAt),
                reason: booking.cancelReason ?? '',
              },
            )}
          </Text>
        )}
        {row.audit.length > 0 && (
          <Stack as="ul" gap="1" listStyle="none" aria-label={t('admin.bookings.auditList')}>
            {row.audit.map((entry) => (
              <Text as="li" key={entry.id} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {t('admin.bookings.auditEntry', {
                  action: AUDIT_ACTIONS[entry.action]
                    ? t(AUDIT_ACTIONS[entry.action])
                    : entry.action,
                  name: entry.actorName ?? entry.actorEmail,
                  date: formatDateTime(entry.at),
                  reason: entry.reason ?? '',
                })}
              </Text>
            ))}
          </Stack>
        )}
        {cancellable(row) && (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('admin.bookings.cancelNamed', {
                title: booking.sessionType.title,
                learner: booking.learner.name,
              })}
              onClick={onCancel}
            >
              {t('admin.bookings.cancel')}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
