import { Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminNewsletterSubscribersQuery } from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatCount, formatDate } from '../../lib/format';
import { ErrorView } from '../educator/StatusViews';
import { AdminCsvButton } from './AdminCsvButton';
import { Pager } from './Pager';
import { TableScroll } from '../../components/TableScroll';
import { useT } from './i18n';

/** Newsletter subscribers, newest first, with whether they confirmed; CSV export. */
export function SubscribersSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminNewsletterSubscribersQuery({
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminNewsletterSubscribers;
  return (
    <Stack gap="4">
      <AdminCsvButton file="newsletter-subscribers.csv" label={t('admin.subscribers.download')} />
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.subscribers.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.subscribers.loading')}</Text>}
      {list && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('admin.subscribers.count', {
              count: list.totalCount,
              n: formatCount(list.totalCount),
            })}
          </Text>
          <TableScroll label={t('admin.subscribers.table')} borderWidth="1px" rounded="lg">
            <Table.Root size="sm" aria-label={t('admin.subscribers.table')}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('admin.subscribers.colEmail')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.subscribers.colSubscribed')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.subscribers.colConfirmed')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.nodes.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell overflowWrap="anywhere">{s.email}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(s.createdAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {s.confirmedAt ? formatDate(s.confirmedAt) : t('admin.subscribers.notYet')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Pager
            label={t('admin.subscribers.pages')}
            page={list.page}
            pageSize={list.pageSize}
            totalCount={list.totalCount}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
