import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { showToast } from '../../components/ui/toaster';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { ErrorView } from '../../features/educator/StatusViews';
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
  usePageTitle('Webhooks');
  const { user } = useAuth();
  const { data, error, refetch } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [create] = useCreateWebhookEndpointMutation({ refetchQueries: [WebhookEndpointsDocument] });
  const [secret, setSecret] = useState<string | null>(null);
  const scope =
    user?.role === 'ADMIN'
      ? 'As an admin, your endpoints get the events of every course on the site.'
      : 'Your endpoints get the events of your own courses.';

  return (
    <EducatorPage
      title="Webhooks"
      intro={`Tell your own systems about sales, enrolments, refunds and more as they happen. ${scope}`}
    >
      <Stack gap="8">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              New endpoint
            </Heading>
            {secret ? (
              <WebhookSecret secret={secret} onDone={() => setSecret(null)} />
            ) : (
              <WebhookEndpointForm
                initial={EMPTY_WEBHOOK}
                submitLabel="Create endpoint"
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
                  showToast('success', 'Endpoint created');
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Your endpoints
          </Heading>
          {data ? (
            data.webhookEndpoints.length ? (
              <Stack as="ul" gap="4" listStyleType="none">
                {data.webhookEndpoints.map((endpoint) => (
                  <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">No endpoints yet.</Text>
            )
          ) : error ? (
            <ErrorView
              message={errorMessage(error, 'Your endpoints could not be loaded')}
              onRetry={() => void refetch()}
            />
          ) : (
            <PageSpinner label="Loading your endpoints" />
          )}
        </Stack>
      </Stack>
    </EducatorPage>
  );
}
