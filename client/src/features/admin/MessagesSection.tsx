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
import { useT } from './i18n';

type Status = 'open' | 'handled' | 'all';

/** Messages sent through the contact form, newest first; mark them handled, export them. */
export function MessagesSection() {
  const t = useT();
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
      showToast(
        'success',
        t(handled ? 'admin.messages.markedHandled' : 'admin.messages.markedOpen'),
      );
      void refetch();
    } catch (e) {
      showToast('error', errorMessage(e, t('admin.messages.updateFailed')));
    }
  }

  return (
    <Stack gap="4">
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('admin.messages.show')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as Status);
                setPage(1);
              }}
            >
              <option value="open">{t('admin.messages.statusOpen')}</option>
              <option value="handled">{t('admin.messages.statusHandled')}</option>
              <option value="all">{t('admin.messages.statusAll')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <AdminCsvButton
          file="contact-messages.csv"
          label={t('admin.messages.download')}
          status={status}
        />
      </HStack>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.messages.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.messages.loading')}</Text>}
      {list && list.nodes.length === 0 && <Text color="fg.muted">{t('admin.messages.none')}</Text>}
      {list && list.nodes.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label={t('admin.messages.list')}>
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
                  {message.handledAt && (
                    <Badge colorPalette="green">{t('admin.messages.handled')}</Badge>
                  )}
                </HStack>
                <Text whiteSpace="pre-line" overflowWrap="anywhere">
                  {message.message}
                </Text>
                <HStack gap="2" flexWrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <a href={`mailto:${message.email}`}>{t('admin.messages.reply')}</a>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void toggle(message.id, !message.handledAt)}
                  >
                    {t(
                      message.handledAt
                        ? 'admin.messages.markWaiting'
                        : 'admin.messages.markHandled',
                    )}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label={t('admin.messages.pages')}
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
