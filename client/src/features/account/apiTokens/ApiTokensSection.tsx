import { Link, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiTokensQuery } from './apiTokens.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { FormAlert } from '../FormAlert';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiToken } from './NewApiToken';

/** The account page's "API tokens" card body: create one (shown once), list and revoke. */
export default function ApiTokensSection() {
  const list = useApiTokensQuery();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <Text fontSize="sm">
        See the{' '}
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to="/developers">Developers page</RouterLink>
        </Link>{' '}
        for a first query, scopes, rate limits and webhooks.
      </Text>
      {created ? (
        <NewApiToken token={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiTokenForm onCreated={setCreated} />
      )}
      <Separator />
      {list.error ? (
        <FormAlert status="error">
          {errorMessage(list.error, 'Your tokens could not be loaded')}
        </FormAlert>
      ) : list.data ? (
        <ApiTokenList tokens={list.data.apiTokens} />
      ) : (
        <Skeleton height="20" />
      )}
    </Stack>
  );
}
