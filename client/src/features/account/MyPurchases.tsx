import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useMyPurchasesQuery, type MyPurchasesQuery } from './account.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate, formatMoney } from '../../lib/format';
import { downloadReceipt } from './downloadReceipt';
import { FormAlert } from './FormAlert';
import { TableScroll } from '../../components/TableScroll';

type Purchase = MyPurchasesQuery['myPurchases'][number];

const statusBadges: Partial<Record<Purchase['status'], { label: string; color: string }>> = {
  COMPLETED: { label: 'Paid', color: 'green' },
  REFUNDING: { label: 'Refund in progress', color: 'orange' },
  REFUNDED: { label: 'Refunded', color: 'gray' },
};

function StatusBadge({ status }: { status: Purchase['status'] }) {
  const badge = statusBadges[status] ?? { label: status, color: 'gray' };
  return <Badge colorPalette={badge.color}>{badge.label}</Badge>;
}

/** When it was paid; the refund date too once refunded. */
function PurchaseDate({ purchase }: { purchase: Purchase }) {
  return (
    <>
      {purchase.completedAt ? formatDate(purchase.completedAt) : ''}
      {purchase.refundedAt && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          Refunded {formatDate(purchase.refundedAt)}
        </Text>
      )}
    </>
  );
}

/** 'Download receipt BC-000042' (or credit note CN-000007): the PDF, fetched with the token and saved. */
function DocumentButton({
  document,
  kind,
  width,
}: {
  document: NonNullable<Purchase['receipt']>;
  kind: 'Receipt' | 'Credit note';
  width?: 'full';
}) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadReceipt(document, kind);
    } catch (error) {
      showToast('error', errorMessage(error, `${kind} ${document.label} could not be downloaded`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      width={width}
      loading={busy}
      loadingText="Downloading..."
      onClick={() => void download()}
    >
      Download {kind.toLowerCase()} {document.label}
    </Button>
  );
}

/** The purchase's receipt and, once refunded, its credit note. */
function PurchaseDocuments({ purchase, width }: { purchase: Purchase; width?: 'full' }) {
  const { receipt, creditNote } = purchase;
  if (!receipt)
    return (
      <Text fontSize="sm" color="fg.muted">
        No receipt
      </Text>
    );
  return (
    <Stack gap="2" align={width ? 'stretch' : 'end'}>
      <DocumentButton document={receipt} kind="Receipt" width={width} />
      {creditNote && <DocumentButton document={creditNote} kind="Credit note" width={width} />}
    </Stack>
  );
}

function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  return (
    <TableScroll label="Purchases" borderWidth="1px" rounded="lg">
      <Table.Root size="sm" aria-label="Purchases">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Course</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Receipt and credit note</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {purchases.map((purchase) => (
            <Table.Row key={purchase.id}>
              <Table.Cell fontWeight="semibold" overflowWrap="anywhere" minW="40">
                {purchase.courseTitle}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <PurchaseDate purchase={purchase} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" textAlign="end">
                {formatMoney(purchase.amount, purchase.currency)}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={purchase.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <PurchaseDocuments purchase={purchase} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

function PurchaseCards({ purchases }: { purchases: Purchase[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Purchases">
      {purchases.map((purchase) => (
        <Card.Root as="li" key={purchase.id} variant="subtle">
          <Card.Body gap="2" p="4">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {purchase.courseTitle}
            </Text>
            <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm">
              <Box color="fg.muted">
                <PurchaseDate purchase={purchase} />
              </Box>
              <Text fontWeight="medium">{formatMoney(purchase.amount, purchase.currency)}</Text>
              <StatusBadge status={purchase.status} />
            </HStack>
            <PurchaseDocuments purchase={purchase} width="full" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** My purchases: a table on wider screens, cards on phones, each with its receipt and any credit note. */
export function MyPurchases() {
  const { data, loading, error } = useMyPurchasesQuery({ fetchPolicy: 'cache-and-network' });
  const purchases = data?.myPurchases;
  if (loading && !purchases) return <Skeleton h="24" rounded="md" />;
  if (!purchases)
    return (
      <FormAlert status="error">
        {errorMessage(error, 'Your purchases could not be loaded')}
      </FormAlert>
    );
  if (purchases.length === 0) return <Text color="fg.muted">No purchases yet</Text>;
  return (
    <>
      <Box hideBelow="md">
        <PurchasesTable purchases={purchases} />
      </Box>
      <Box hideFrom="md">
        <PurchaseCards purchases={purchases} />
      </Box>
    </>
  );
}
