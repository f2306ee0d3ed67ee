import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
import { useT } from '../../features/educator/i18n';
import { WebhookEndpointCard } from '../../features/educator/webhooks/WebhookEndpointCard';
import {
  EMPTY_WEBHOOK,
  WebhookEndpointForm,
} from '../../features/educator/webhooks/WebhookEndpointForm';
import { WebhookSecret } from '../../features/educator/webhooks/WebhookSecret';
import { useAuth } from '../../features/auth/authContext';
import {
  useCreateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  WebhookEndpointsDocument,
} from '../../features/educator/webhooks/webhooks.generated';
import { errorMessage } from '../../lib/errorMessage';
import { usePageTitle } from '../../lib/usePageTitle';

export default function WebhooksPage() {
  const t = useT();
  usePageTitle(t('educator.webhooks.title'));
  const { user } = useAuth();
  const { data, error, refetch } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [create] = useCreateWebhookEndpointMutation({ refetchQueries: [WebhookEndpointsDocument] });
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <EducatorPage
      title={t('educator.webhooks.title')}
      intro={t(
        user?.role === 'ADMIN' ? 'educator.webhooks.introAdmin' : 'educator.webhooks.introOwn',
      )}
    >
      <Stack gap="8">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              {t('educator.webhooks.newEndpoint')}
            </Heading>
            {secret ? (
              <WebhookSecret secret={secret} onDone={() => setSecret(null)} />
            ) : (
              <WebhookEndpointForm
                initial={EMPTY_WEBHOOK}
                submitLabel={t('educator.webhooks.create')}
                onSubmit={async (draft) => {
                  const made = await create({
                    variables: {
                      input: {
                        url: draft.url,
                        events: draft.events,
                        description: draft.description || null,
                      },
                    },
                  });
                  setSecret(made.data?.createWebhookEndpoint.secret ?? null);
                  showToast('success', t('educator.webhooks.created'));
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('educator.webhooks.yours')}
          </Heading>
          {data ? (
            data.webhookEndpoints.length ? (
              <Stack as="ul" gap="4" listStyleType="none">
                {data.webhookEndpoints.map((endpoint) => (
                  <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t('educator.webhooks.none')}</Text>
            )
          ) : error ? (
            <ErrorView
              message={errorMessage(error, t('educator.webhooks.loadError'))}
              onRetry={() => void refetch()}
            />
          ) : (
            <PageSpinner label={t('educator.webhooks.loading')} />
          )}
        </Stack>
      </Stack>
    </EducatorPage>
  );
}
