import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { TableScroll } from '../../components/TableScroll';
import type { AdminUserDetailFieldsFragment } from './admin.generated';
import { formatDate, formatMoney } from '../../lib/format';
import { t as translate, useT, type AdminMessage } from './i18n';

type User = AdminUserDetailFieldsFragment;
type Purchase = AdminUserDetailFieldsFragment['purchases'][number];

const STATUS_LABELS: Partial<Record<string, AdminMessage>> = {
  pending: 'admin.learning.status.pending',
  completed: 'admin.learning.status.completed',
  failed: 'admin.learning.status.failed',
  refunding: 'admin.learning.status.refunding',
  refunded: 'admin.learning.status.refunded',
};

/** A purchase's status in words; a status this list does not know yet, as the server names it. */
function statusLabel(status: string) {
  const id = STATUS_LABELS[status];
  return id ? translate(id) : status;
}

/** What a user is enrolled in, and since when. */
export function UserEnrollments({ enrollments }: { enrollments: User['enrollments'] }) {
  const t = useT();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t('admin.learning.enrolments')}
      </Heading>
      {enrollments.length === 0 ? (
        <Text color="fg.muted">{t('admin.learning.noEnrolments')}</Text>
      ) : (
        <Stack as="ul" gap="1" ps="5">
          {enrollments.map((e) => (
            <li key={e.courseId}>
              {e.courseTitle}{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                {t('admin.learning.since', { date: formatDate(e.enrolledAt) })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A user's purchases with their status, and the refund an admin may make on their behalf. */
export function UserPurchases({
  purchases,
  onRefund,
}: {
  purchases: Purchase[];
  onRefund: (purchase: Purchase) => void;
}) {
  const t = useT();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t('admin.learning.purchases')}
      </Heading>
      {purchases.length === 0 ? (
        <Text color="fg.muted">{t('admin.learning.noPurchases')}</Text>
      ) : (
        <TableScroll label={t('admin.learning.purchases')} borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label={t('admin.learning.purchases')}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t('admin.learning.colCourse')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('admin.learning.colAmount')}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.learning.colStatus')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin.learning.colRefund')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {purchases.map((purchase) => (
                <Table.Row key={purchase.id}>
                  <Table.Cell minW="40" overflowWrap="anywhere">
                    {purchase.courseTitle}
                    <Text fontSize="xs" color="fg.muted">
                      {purchase.completedAt
                        ? formatDate(purchase.completedAt)
                        : t('admin.learning.notPaid')}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(purchase.amount, purchase.currency)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={purchase.status === 'refunded' ? 'orange' : undefined}>
                      {statusLabel(purchase.status)}
                    </Badge>
                    {purchase.refundReason && (
                      <Text fontSize="xs" color="fg.muted">
                        {purchase.refundReason}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell minW="36">
                    <RefundCell purchase={purchase} onRefund={() => onRefund(purchase)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
    </Stack>
  );
}

/** The refund rule's answer for this purchase: a button while it allows one, else why not. */
function RefundCell({ purchase, onRefund }: { purchase: Purchase; onRefund: () => void }) {
  const t = useT();
  if (purchase.status === 'refunded')
    return (
      <Text fontSize="sm">
        {purchase.refundedAt
          ? t('admin.learning.refundedOn', { date: formatDate(purchase.refundedAt) })
          : t('admin.learning.refunded')}
      </Text>
    );
  if (purchase.status !== 'completed')
    return (
      <Text fontSize="sm" color="fg.muted">
        —
      </Text>
    );
  if (!purchase.refundableUntil)
    return (
      <Text fontSize="sm" color="fg.muted">
        {purchase.amount === 0
          ? t('admin.learning.freeNoRefund')
          : t('admin.learning.notRefundable')}
      </Text>
    );
  return (
    <Stack gap="1">
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRefund}>
        {t('admin.learning.refund')}
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {t('admin.learning.refundUntil', { date: formatDate(purchase.refundableUntil) })}
      </Text>
    </Stack>
  );
}
