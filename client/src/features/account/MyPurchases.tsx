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
import { useT } from './i18n';

type Purchase = MyPurchasesQuery['myPurchases'][number];

const statusBadges = {
  COMPLETED: { key: 'account.statusPaid', color: 'green' },
  REFUNDING: { key: 'account.statusRefunding', color: 'orange' },
  REFUNDED: { key: 'account.statusRefunded', color: 'gray' },
} as const satisfies Partial<Record<Purchase['status'], { key: string; color: string }>>;

function StatusBadge({ status }: { status: Purchase['status'] }) {
  const t = useT();
  const badge = status in statusBadges ? statusBadges[status as keyof typeof statusBadges] : null;
  return <Badge colorPalette={badge?.color ?? 'gray'}>{badge ? t(badge.key) : status}</Badge>;
}

/** When it was paid; the refund date too once refunded. */
function PurchaseDate({ purchase }: { purchase: Purchase }) {
  const t = useT();
  return (
    <>
      {purchase.completedAt ? formatDate(purchase.completedAt) : ''}
      {purchase.refundedAt && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {t('account.refundedOn', { date: formatDate(purchase.refundedAt) })}
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
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { label } = document;
  const receipt = kind === 'Receipt';

  async function download() {
    setBusy(true);
    try {
      await downloadReceipt(document, kind);
    } catch (error) {
      const failed = receipt ? 'account.receiptNotDownloaded' : 'account.creditNoteNotDownloaded';
      showToast('error', errorMessage(error, t(failed, { label })));
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
      loadingText={t('account.downloading')}
      onClick={() => void download()}
    >
      {t(receipt ? 'account.downloadReceipt' : 'account.downloadCreditNote', { label })}
    </Button>
  );
}

/** The purchase's receipt and, once refunded, its credit note. */
function PurchaseDocuments({ purchase, width }: { purchase: Purchase; width?: 'full' }) {
  const t = useT();
  const { receipt, creditNote } = purchase;
  if (!receipt)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('account.noReceipt')}
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
  const t = useT();
  return (
    <TableScroll label={t('account.purchasesLabel')} borderWidth="1px" rounded="lg">
      <Table.Root size="sm" aria-label={t('account.purchasesLabel')}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('account.colCourse')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.colDate')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('account.colAmount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('account.colStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('account.colDocuments')}</VisuallyHidden>
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
  const t = useT();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('account.purchasesLabel')}>
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
  const t = useT();
  const { data, loading, error } = useMyPurchasesQuery({ fetchPolicy: 'cache-and-network' });
  const purchases = data?.myPurchases;
  if (loading && !purchases) return <Skeleton h="24" rounded="md" />;
  if (!purchases)
    return (
      <FormAlert status="error">{errorMessage(error, t('account.purchasesNotLoaded'))}</FormAlert>
    );
  if (purchases.length === 0) return <Text color="fg.muted">{t('account.noPurchases')}</Text>;
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
