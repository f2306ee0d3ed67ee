import { Badge, Box, Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import {
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
  WebhookDeliveriesDocument,
  type WebhookEndpointRowFragment,
} from './webhooks.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import { useT } from '../i18n';

/** One endpoint: what it gets, whether it is on (and why not), and what can be done with it. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [update, { loading: switching }] = useUpdateWebhookEndpointMutation();
  const [sendTest, { loading: testing }] = useSendTestWebhookMutation();
  const t = useT();

  async function setEnabled(enabled: boolean) {
    try {
      await update({ variables: { id: endpoint.id, input: { enabled } } });
      showToast(
        'success',
        t(enabled ? 'educator.webhooks.enabledToast' : 'educator.webhooks.disabledToast'),
      );
    } catch (e) {
      showToast('error', errorMessage(e, t('educator.webhooks.changeError')));
    }
  }

  async function test() {
    try {
      await sendTest({
        variables: { endpointId: endpoint.id },
        refetchQueries: [WebhookDeliveriesDocument],
      });
      showToast('success', t('educator.webhooks.testQueued'));
      setShowDeliveries(true);
    } catch (e) {
      showToast('error', errorMessage(e, t('educator.webhooks.testError')));
    }
  }

  const deliveriesId = `deliveries-${endpoint.id}`;
  return (
    <Card.Root variant="outline" as="li">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold" wordBreak="break-all">
              {endpoint.url}
            </Text>
            {endpoint.description && <Text color="fg.muted">{endpoint.description}</Text>}
          </Box>
          <Badge colorPalette={endpoint.enabled ? 'green' : 'red'}>
            {t(endpoint.enabled ? 'educator.webhooks.enabled' : 'educator.webhooks.disabled')}
          </Badge>
        </HStack>
        {!endpoint.enabled && endpoint.disabledReason && (
          <Text fontSize="sm" color="fg.error">
            {endpoint.disabledReason}
          </Text>
        )}
        <Wrap gap="1" aria-label={t('educator.webhooks.events')}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" fontFamily="mono">
              {type}
            </Badge>
          ))}
        </Wrap>
        {editing ? (
          <WebhookEndpointForm
            initial={{
              url: endpoint.url,
              events: endpoint.events,
              description: endpoint.description ?? '',
            }}
            submitLabel={t('educator.webhooks.saveEndpoint')}
            onCancel={() => setEditing(false)}
            onSubmit={async (draft) => {
              await update({
                variables: {
                  id: endpoint.id,
                  input: {
                    url: draft.url,
                    events: draft.events,
                    description: draft.description || null,
                  },
                },
              });
              showToast('success', t('educator.webhooks.saved'));
              setEditing(false);
            }}
          />
        ) : (
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('educator.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={switching}
              onClick={() => void setEnabled(!endpoint.enabled)}
            >
              {t(endpoint.enabled ? 'educator.webhooks.disable' : 'educator.webhooks.enable')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={testing}
              disabled={!endpoint.enabled}
              onClick={() => void test()}
            >
              {t('educator.webhooks.sendTest')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showDeliveries}
              aria-controls={deliveriesId}
              onClick={() => setShowDeliveries((shown) => !shown)}
            >
              {t(
                showDeliveries
                  ? 'educator.webhooks.hideDeliveries'
                  : 'educator.webhooks.deliveries',
              )}
            </Button>
          </HStack>
        )}
        {showDeliveries && (
          <Stack id={deliveriesId}>
            <WebhookDeliveries endpointId={endpoint.id} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
