import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { showToast } from '../../../components/ui/toaster';
import {
  useRedeliverWebhookMutation,
  useWebhookDeliveriesQuery,
  type WebhookDeliveryRowFragment,
} from './webhooks.generated';
import type { WebhookDeliveryStatus } from '../../../generated/types';
import { errorMessage } from '../../../lib/errorMessage';
import { ErrorView } from '../StatusViews';
import { formatCount, formatDateTime } from '../../../lib/format';
import { T, useT, type EducatorMessage } from '../i18n';

const STATUS: Record<WebhookDeliveryStatus, { labelId: EducatorMessage; palette: string }> = {
  PENDING: { labelId: 'educator.deliveries.pending', palette: 'gray' },
  DELIVERED: { labelId: 'educator.deliveries.delivered', palette: 'green' },
  FAILED: { labelId: 'educator.deliveries.failed', palette: 'red' },
};

const when = formatDateTime;

function Attempt({ attempt }: { attempt: WebhookDeliveryRowFragment['attempts'][number] }) {
  const t = useT();
  const result = attempt.statusCode
    ? t('educator.deliveries.http', { code: attempt.statusCode })
    : t('educator.deliveries.noAnswer');
  return (
    <Box as="li" borderLeftWidth="2px" ps="3">
      <Text fontSize="sm">
        <T
          id="educator.deliveries.attempt"
          values={{ when: when(attempt.attemptedAt), result, ms: formatCount(attempt.durationMs) }}
          components={{ 0: <strong /> }}
        />
      </Text>
      {attempt.error && (
        <Text fontSize="sm" color="fg.error">
          {attempt.error}
        </Text>
      )}
      {attempt.responseBody && (
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs" p="2">
          {attempt.responseBody}
        </Code>
      )}
    </Box>
  );
}

/** An endpoint's latest deliveries, each with its attempts, and Redeliver. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { data, error, refetch, startPolling, stopPolling } = useWebhookDeliveriesQuery({
    variables: { endpointId },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver] = useRedeliverWebhookMutation();
  const t = useT();
  // While a delivery is being tried, its outcome shows without a reload.
  const pending = data?.webhookDeliveries.some((d) => d.status === 'PENDING') ?? false;
  useEffect(() => {
    if (!pending) return;
    startPolling(3000);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  async function again(delivery: WebhookDeliveryRowFragment) {
    try {
      await redeliver({ variables: { deliveryId: delivery.id } });
      showToast('success', t('educator.deliveries.requeued', { event: delivery.eventType }));
      void refetch();
    } catch (e) {
      showToast('error', errorMessage(e, t('educator.deliveries.redeliverError')));
    }
  }

  if (error)
    return (
      <ErrorView
        message={errorMessage(error, t('educator.deliveries.loadError'))}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <PageSpinner label={t('educator.deliveries.loading')} />;
  const deliveries = data.webhookDeliveries;
  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Text fontWeight="medium">{t('educator.deliveries.latest')}</Text>
        <Button size="sm" variant="ghost" onClick={() => void refetch()}>
          {t('educator.deliveries.refresh')}
        </Button>
      </HStack>
      {deliveries.length === 0 ? (
        <Text color="fg.muted">{t('educator.deliveries.none')}</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {deliveries.map((d) => (
            <Box as="li" key={d.id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <HStack gap="2" flexWrap="wrap" minW="0">
                  <Badge colorPalette={STATUS[d.status].palette}>
                    {t(STATUS[d.status].labelId)}
                  </Badge>
                  <Text fontFamily="mono" fontSize="sm">
                    {d.eventType}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {when(d.createdAt)}
                  </Text>
                </HStack>
                {/* A pending one is still being retried on its own; the server refuses a second. */}
                {d.status !== 'PENDING' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void again(d)}
                    aria-label={t('educator.deliveries.redeliverLabel', {
                      event: d.eventType,
                      when: when(d.createdAt),
                    })}
                  >
                    {t('educator.deliveries.redeliver')}
                  </Button>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted" mt="1" wordBreak="break-all">
                {t('educator.deliveries.webhookId', { id: d.webhookId })}
              </Text>
              {d.attempts.length > 0 && (
                <Stack
                  as="ol"
                  gap="2"
                  mt="2"
                  listStyleType="none"
                  aria-label={t('educator.deliveries.attempts')}
                >
                  {d.attempts.map((a) => (
                    <Attempt key={a.id} attempt={a} />
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
