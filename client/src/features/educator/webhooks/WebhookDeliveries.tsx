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

const STATUS: Record<WebhookDeliveryStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'gray' },
  DELIVERED: { label: 'Delivered', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Attempt({ attempt }: { attempt: WebhookDeliveryRowFragment['attempts'][number] }) {
  return (
    <Box as="li" borderLeftWidth="2px" ps="3">
      <Text fontSize="sm">
        {when(attempt.attemptedAt)}:{' '}
        <strong>{attempt.statusCode ? `HTTP ${attempt.statusCode}` : 'No answer'}</strong> in{' '}
        {attempt.durationMs} ms
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
      showToast('success', `${delivery.eventType} queued again`);
      void refetch();
    } catch (e) {
      showToast('error', errorMessage(e, 'The event could not be sent again'));
    }
  }

  if (error)
    return (
      <ErrorView
        message={errorMessage(error, 'The deliveries could not be loaded')}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <PageSpinner label="Loading deliveries" />;
  const deliveries = data.webhookDeliveries;
  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap">
        <Text fontWeight="medium">Latest deliveries</Text>
        <Button size="sm" variant="ghost" onClick={() => void refetch()}>
          Refresh
        </Button>
      </HStack>
      {deliveries.length === 0 ? (
        <Text color="fg.muted">Nothing sent yet. Send a test event to try the endpoint.</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {deliveries.map((d) => (
            <Box as="li" key={d.id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <HStack gap="2" flexWrap="wrap" minW="0">
                  <Badge colorPalette={STATUS[d.status].palette}>{STATUS[d.status].label}</Badge>
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
                    aria-label={`Redeliver ${d.eventType} of ${when(d.createdAt)}`}
                  >
                    Redeliver
                  </Button>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted" mt="1" wordBreak="break-all">
                webhook-id {d.webhookId}
              </Text>
              {d.attempts.length > 0 && (
                <Stack as="ol" gap="2" mt="2" listStyleType="none" aria-label="Attempts">
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
