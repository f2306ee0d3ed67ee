import { Badge, Button, Card, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import {
  useAdminContactMessagesQuery,
  useMarkContactMessageHandledMutation,
} from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate } from '../../lib/format';
import { ErrorView } from '../educator/StatusViews';
import { AdminCsvButton } from './AdminCsvButton';
import { Pager } from './Pager';

type Status = 'open' | 'handled' | 'all';

/** Messages sent through the contact form, newest first; mark them handled, export them. */
export function MessagesSection() {
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminContactMessagesQuery({
    variables: { status, page },
    fetchPolicy: 'cache-and-network',
  });
  const [mark] = useMarkContactMessageHandledMutation();
  const list = data?.adminContactMessages;

  async function toggle(id: string, handled: boolean) {
    try {
      await mark({ variables: { id, handled } });
      showToast('success', handled ? 'Marked handled' : 'Marked open again');
      void refetch();
    } catch (e) {
      showToast('error', errorMessage(e, 'The message could not be updated'));
    }
  }

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>Show messages</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as Status);
                setPage(1);
              }}
            >
              <option value="open">Waiting</option>
              <option value="handled">Handled</option>
              <option value="all">All</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <AdminCsvButton file="contact-messages.csv" label="Download messages CSV" status={status} />
      </HStack>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, 'Messages could not be loaded')}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">Loading messages…</Text>}
      {list && list.nodes.length === 0 && <Text color="fg.muted">No messages.</Text>}
      {list && list.nodes.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label="Contact messages">
          {list.nodes.map((message) => (
            <Card.Root as="li" key={message.id} variant="outline">
              <Card.Body gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {message.email}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(message.createdAt)}
                  </Text>
                  {message.handledAt && <Badge colorPalette="green">Handled</Badge>}
                </HStack>
                <Text whiteSpace="pre-line" overflowWrap="anywhere">
                  {message.message}
                </Text>
                <HStack gap="2" flexWrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <a href={`mailto:${message.email}`}>Reply by email</a>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void toggle(message.id, !message.handledAt)}
                  >
                    {message.handledAt ? 'Mark as waiting' : 'Mark handled'}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label="Messages"
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
