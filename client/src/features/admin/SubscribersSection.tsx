import { Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminNewsletterSubscribersQuery } from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate } from '../../lib/format';
import { ErrorView } from '../educator/StatusViews';
import { AdminCsvButton } from './AdminCsvButton';
import { Pager } from './Pager';
import { TableScroll } from '../../components/TableScroll';

/** Newsletter subscribers, newest first, with whether they confirmed; CSV export. */
export function SubscribersSection() {
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminNewsletterSubscribersQuery({
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminNewsletterSubscribers;
  return (
    <Stack gap="4">
      <AdminCsvButton file="newsletter-subscribers.csv" label="Download subscribers CSV" />
      {error && !list && (
        <ErrorView
          message={errorMessage(error, 'Subscribers could not be loaded')}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">Loading subscribers…</Text>}
      {list && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {list.totalCount === 1 ? '1 subscriber' : `${list.totalCount} subscribers`}
          </Text>
          <TableScroll label="Newsletter subscribers" borderWidth="1px" rounded="lg">
            <Table.Root size="sm" aria-label="Newsletter subscribers">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Subscribed</Table.ColumnHeader>
                  <Table.ColumnHeader>Confirmed</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.nodes.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell overflowWrap="anywhere">{s.email}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(s.createdAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {s.confirmedAt ? formatDate(s.confirmedAt) : 'Not yet'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Pager
            label="Subscribers"
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
