import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorView } from '../educator/StatusViews';
import { useAdminUsersQuery } from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatCount, formatDate } from '../../lib/format';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { AccountBadges } from './AccountBadges';
import { UserDetail } from './UserDetail';
import { TableScroll } from '../../components/TableScroll';
import { useT } from './i18n';

/** Search users, open one to see their learning and purchases and act on the account. */
export function UsersSection() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, error, loading, refetch } = useAdminUsersQuery({
    variables: { search: search || null, page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminUsers;

  if (openId)
    return (
      <UserDetail userId={openId} onBack={() => setOpenId(null)} onChanged={() => void refetch()} />
    );

  return (
    <Stack gap="4">
      <SearchBox
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.users.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.users.loading')}</Text>}
      {list && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t(search ? 'admin.users.countMatching' : 'admin.users.count', {
              count: list.totalCount,
              n: formatCount(list.totalCount),
              search,
            })}
          </Text>
          <TableScroll label={t('admin.users.table')} borderWidth="1px" rounded="lg">
            <Table.Root size="sm" aria-label={t('admin.users.table')}>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('admin.users.colUser')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.users.colAccount')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('admin.users.colEnrolments')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {t('admin.users.colPurchases')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin.users.colJoined')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.nodes.map((user) => (
                  <Table.Row key={user.id}>
                    <Table.Cell minW="48">
                      <Button
                        variant="plain"
                        colorPalette="brand"
                        p="0"
                        h="auto"
                        textDecoration="underline"
                        onClick={() => setOpenId(user.id)}
                        aria-label={t('admin.users.open', { name: user.name, email: user.email })}
                      >
                        {user.name}
                      </Button>
                      <Box fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                        {user.email}
                      </Box>
                    </Table.Cell>
                    <Table.Cell>
                      <Stack direction="row" gap="1" flexWrap="wrap">
                        <AccountBadges user={user} />
                      </Stack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(user.enrollmentCount)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(user.purchaseCount)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(user.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Pager
            label={t('admin.users.pages')}
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
