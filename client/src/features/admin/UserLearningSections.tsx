import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { TableScroll } from '../../components/TableScroll';
import type { AdminUserDetailFieldsFragment } from './admin.generated';
import { formatDate, formatMoney } from '../../lib/format';

type User = AdminUserDetailFieldsFragment;
type Purchase = AdminUserDetailFieldsFragment['purchases'][number];

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
};

/** What a user is enrolled in, and since when. */
export function UserEnrollments({ enrollments }: { enrollments: User['enrollments'] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Enrolments
      </Heading>
      {enrollments.length === 0 ? (
        <Text color="fg.muted">Not enrolled in any course.</Text>
      ) : (
        <Stack as="ul" gap="1" ps="5">
          {enrollments.map((e) => (
            <li key={e.courseId}>
              {e.courseTitle}{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                since {formatDate(e.enrolledAt)}
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
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Purchases
      </Heading>
      {purchases.length === 0 ? (
        <Text color="fg.muted">No purchases.</Text>
      ) : (
        <TableScroll label="Purchases" borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="Purchases">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Course</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Refund</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {purchases.map((purchase) => (
                <Table.Row key={purchase.id}>
                  <Table.Cell minW="40" overflowWrap="anywhere">
                    {purchase.courseTitle}
                    <Text fontSize="xs" color="fg.muted">
                      {purchase.completedAt ? formatDate(purchase.completedAt) : 'not paid'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(purchase.amount, purchase.currency)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={purchase.status === 'refunded' ? 'orange' : undefined}>
                      {STATUS_LABELS[purchase.status] ?? purchase.status}
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
  if (purchase.status === 'refunded')
    return (
      <Text fontSize="sm">
        {purchase.refundedAt ? `Refunded ${formatDate(purchase.refundedAt)}` : 'Refunded'}
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
          ? 'Free: nothing to refund'
          : 'Not refundable: past the refund window, or this course was refunded once'}
      </Text>
    );
  return (
    <Stack gap="1">
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRefund}>
        Refund
      </Button>
      <Text fontSize="xs" color="fg.muted">
        until {formatDate(purchase.refundableUntil)}
      </Text>
    </Stack>
  );
}
